import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dtoResolver } from '../../../shared/forms/resolvers';
import {
  ConfidentialityDefaultsDto,
  confidentialityLabel,
  fromConfidentialityView,
  MIN_RATERS_CEILING,
  MIN_RATERS_FLOOR,
  type ConfidentialityDefaultsView,
} from '@gc/contracts';
import { useId, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { errorMessage } from '../../../shared/api/base-query';
import { ConfidentialityFields } from '../../../domain/reflections/confidentiality-fields';
import { Detail } from '../../../shared/ui/detail';
import { EditButton, EditFormActions, useEditMode } from '../../../shared/ui/edit-form-actions';
import { LoadError } from '../../../shared/ui/load-error';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import { useGetConfidentialityDefaultsQuery, useUpdateConfidentialityDefaultsMutation } from '../api/clients-api';

/** The form: the DTO's fields, N '' while its field is empty. */
interface DefaultsForm {
  default_mode: ConfidentialityDefaultsView['default_mode'];
  min_raters: number | '';
}

const NAMES = { mode: 'default_mode', minRaters: 'min_raters' } as const;
const dtoCheck = dtoResolver<DefaultsForm>(ConfidentialityDefaultsDto);
const validN = (n: unknown) =>
  typeof n === 'number' && Number.isInteger(n) && n >= MIN_RATERS_FLOOR && n <= MIN_RATERS_CEILING;

const labelOf = (view: ConfidentialityDefaultsView) =>
  confidentialityLabel(fromConfidentialityView({ mode: view.default_mode, min_raters: view.min_raters }));

/**
 * 'Confidentiality defaults' of the caller's current client (issue 28): how its OS teams' new reflections show ratings
 * (cofounder teams' start Open). Administrators read them; those who edit the client's details change them here
 * (PUT /stats/settings). Each reflection's own choice is made, and can be changed, in General setup.
 */
export function ConfidentialityDefaults({ canEdit }: { canEdit: boolean }) {
  const dispatch = useDispatch();
  const titleId = useId();
  const { data, error, isError, refetch } = useGetConfidentialityDefaultsQuery();
  const [update, { isLoading: saving }] = useUpdateConfidentialityDefaultsMutation();
  const values = useMemo<DefaultsForm | undefined>(
    () => (data ? { default_mode: data.default_mode, min_raters: data.min_raters } : undefined),
    [data],
  );
  // under Open, N keeps what was saved if its (hidden) field was left empty
  const resolver = useMemo<Resolver<DefaultsForm>>(
    () => (form, context, options) =>
      dtoCheck(
        form.default_mode === 'OPEN' && !validN(form.min_raters) && data
          ? { ...form, min_raters: data.min_raters }
          : form,
        context,
        options,
      ),
    [data],
  );
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = useForm<DefaultsForm>({ resolver, values });
  const edit = useEditMode(reset, values);

  const save = handleSubmit(async (form) => {
    edit.setFailure(null);
    const result = await update({ default_mode: form.default_mode, min_raters: Number(form.min_raters) });
    if (result.error) {
      edit.setFailure(errorMessage(result.error));
      return;
    }
    dispatch(
      notificationShown({
        type: 'success',
        title: 'Client successfully updated!',
        message: 'Confidentiality defaults saved.',
      }),
    );
    edit.done();
  });

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Typography id={titleId} variant="h6" component="h3">
          Confidentiality defaults
        </Typography>
        <Typography variant="body2" color="text.secondary">
          How ratings are shown in OS teams&apos; new reflections. Cofounder teams&apos; reflections start Open. Each
          reflection&apos;s own choice is made when it is published.
        </Typography>
      </Box>
      {isError && !data ? (
        <LoadError what="the confidentiality defaults" error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <Typography color="text.secondary">Loading the confidentiality defaults…</Typography>
      ) : edit.editing ? (
        <Stack component="form" noValidate spacing={2} onSubmit={save} aria-label="Edit confidentiality defaults">
          <ConfidentialityFields
            control={control}
            names={NAMES}
            legend="How ratings are shown in OS teams' reflections"
            previewTitle="Their takers will read"
          />
          <EditFormActions failure={edit.failure} saveDisabled={!isDirty || saving} onCancel={edit.cancel} />
        </Stack>
      ) : (
        <>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
            <Detail label="OS teams' reflections start" value={labelOf(data)} />
            <Detail label="Cofounder teams' reflections start" value="Open" />
          </Box>
          {canEdit && <EditButton onClick={edit.start}>Edit defaults</EditButton>}
        </>
      )}
    </Box>
  );
}
