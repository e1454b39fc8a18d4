import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import {
  BUILDER_QUESTION_TYPES,
  QUESTION_TYPE_LABELS,
  REFLECTION_TEXT_MAX,
  type CatalogueQuestion,
  type QuestionCategory,
  type QuestionType,
} from '@gc/contracts';
import { useWatch, type Control } from 'react-hook-form';
import { BuilderField } from './builder-field';
import type { BuilderFormValues } from '../builder-form';
import { DragHandle, MoveButtons, useSortable } from './sortable';

interface QuestionEditorProps {
  control: Control<BuilderFormValues>;
  sectionIndex: number;
  index: number;
  count: number;
  /** the useFieldArray id: stable while the question moves */
  id: string;
  /** drag type of this section's questions: they reorder within their section */
  dragType: string;
  sectionLabel: string;
  categories: readonly QuestionCategory[];
  catalogue: readonly CatalogueQuestion[];
  move: (from: number, to: number) => void;
  remove: () => void;
}

/**
 * One question (admin spec sections 2 and 5): its type, a category of that type, a catalogue question of that
 * category ('Selection') and its phrasing, prefilled with the catalogue's prompt. The form clears what no longer
 * fits when the type or category changes (reflection-builder-form's watcher).
 */
export function QuestionEditor(props: QuestionEditorProps) {
  const { control, sectionIndex, index, count, id, dragType, sectionLabel, categories, catalogue, move, remove } =
    props;
  const base = `sections.${sectionIndex}.questions.${index}` as const;
  const [type, categoryId, questionId] = useWatch({
    control,
    name: [`${base}.question_type`, `${base}.category_id`, `${base}.question_id`],
  });
  const { ref, handle, dragging } = useSortable({ type: dragType, id, index, move });
  const chosen = catalogue.find((q) => q.question_id === questionId);
  const label = `Question ${index + 1}${chosen ? ` (${chosen.question_name})` : ''} of ${sectionLabel}`;
  const types: readonly QuestionType[] =
    type && !BUILDER_QUESTION_TYPES.includes(type) ? [...BUILDER_QUESTION_TYPES, type] : BUILDER_QUESTION_TYPES;
  const ofType = categories.filter((c) => type !== '' && c.question_types.includes(type));
  const ofCategory = catalogue.filter((q) => q.question_type === type && q.category_id === categoryId);

  return (
    <Box
      ref={ref}
      role="group"
      aria-label={label}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: { xs: 1.5, sm: 2 },
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        bgcolor: 'background.paper',
        opacity: dragging ? 0.4 : 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <DragHandle handle={handle} label={label} />
        <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          Question {index + 1}
          {type ? ` · ${QUESTION_TYPE_LABELS[type]}` : ''}
        </Typography>
        <MoveButtons id={id} index={index} count={count} label={label} move={move} />
        <IconButton size="small" aria-label={`Remove ${label}`} onClick={remove}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        <BuilderField name={`${base}.question_type`} control={control} select label="Question type" required>
          {types.map((t) => (
            <MenuItem key={t} value={t}>
              {QUESTION_TYPE_LABELS[t]}
            </MenuItem>
          ))}
        </BuilderField>
        <BuilderField
          name={`${base}.category_id`}
          control={control}
          select
          label="Category"
          required
          disabled={type === ''}
        >
          {ofType.map((c) => (
            <MenuItem key={c.category_id} value={c.category_id}>
              {c.category_name}
            </MenuItem>
          ))}
        </BuilderField>
        <BuilderField
          name={`${base}.question_id`}
          control={control}
          select
          label="Selection"
          required
          disabled={categoryId === ''}
        >
          {ofCategory.map((q) => (
            <MenuItem key={q.question_id} value={q.question_id}>
              {q.question_name}
            </MenuItem>
          ))}
        </BuilderField>
      </Box>
      <BuilderField
        name={`${base}.question_prompt`}
        control={control}
        label="Phrasing"
        required
        multiline
        minRows={2}
        helperText={chosen?.definition}
        slotProps={{ htmlInput: { maxLength: REFLECTION_TEXT_MAX } }}
      />
    </Box>
  );
}
