import type { CatalogueQuestion } from '@gc/contracts';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { BuilderFormValues } from '../builder-form';

const FIELD = /^sections\.(\d+)\.questions\.(\d+)\.(question_type|category_id|question_id)$/;

/**
 * A question's fields depend on each other: a new type clears its category and selection, a new category its
 * selection, and a selection fills the phrasing with the catalogue's prompt (which the admin may then edit).
 */
export function useDependentQuestionFields(
  form: UseFormReturn<BuilderFormValues>,
  catalogue: readonly CatalogueQuestion[],
) {
  const { watch, setValue } = form;
  useEffect(() => {
    const subscription = watch((values, { name, type }) => {
      const match = type === 'change' && name ? FIELD.exec(name) : null;
      if (!match) return;
      const s = Number(match[1]);
      const q = Number(match[2]);
      const options = { shouldDirty: true } as const;
      if (match[3] === 'question_type') {
        setValue(`sections.${s}.questions.${q}.category_id`, '', options);
      }
      if (match[3] !== 'question_id') {
        setValue(`sections.${s}.questions.${q}.question_id`, '', options);
        setValue(`sections.${s}.questions.${q}.question_prompt`, '', options);
        return;
      }
      const chosen = catalogue.find((c) => c.question_id === values.sections?.[s]?.questions?.[q]?.question_id);
      setValue(`sections.${s}.questions.${q}.question_prompt`, chosen?.question_prompt ?? '', {
        ...options,
        shouldValidate: true,
      });
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, catalogue]);
}
