import { Detail } from '../../../shared/ui/detail';
import { EditButton, EditFormActions, useEditMode } from '../../../shared/ui/edit-form-actions';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { dtoResolver } from '../../../shared/forms/resolvers';
import { LONG_TEXT_MAX_LENGTH, UpdateClientDto, type ClientView } from '@gc/contracts';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { errorMessage } from '../../../shared/api/base-query';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import { useGetIndustriesQuery } from '../../../shared/api/reference-data-api';
import { useUpdateClientMutation } from '../api/clients-api';
import { ClientFields } from './client-fields';

type ClientForm = Pick<UpdateClientDto, 'client_name' | 'description' | 'industry_id'>;

const resolver = dtoResolver<UpdateClientDto>(UpdateClientDto);

/**
 * Admin spec sections 2 and 4: Organization, client name, description and industry in view mode; 'Edit Details'
 * (Global and Client Administrators) switches to edit mode, 'Save' stores and returns to view mode.
 */
export function ClientDetailsPanel({ client, canEdit }: { client: ClientView; canEdit: boolean }) {
  const dispatch = useDispatch();
  const [updateClient, { isLoading: saving }] = useUpdateClientMutation();
  const values: ClientForm = {
    client_name: client.client_name,
    description: client.description,
    industry_id: client.industry_id,
  };
  const {
    control,
    handleSubmit,
    reset,
    formState: { isValid },
  } = useForm<ClientForm>({ resolver, mode: 'onChange', defaultValues: values });
  const edit = useEditMode(reset, values);
  const { data: industries = [] } = useGetIndustriesQuery(undefined, { skip: !edit.editing });

  const save = handleSubmit(async (form) => {
    edit.setFailure(null);
    const result = await updateClient({ ...form, client_id: client.client_id });
    if (result.error) {
      edit.setFailure(errorMessage(result.error));
      return;
    }
    dispatch(notificationShown({ type: 'success', title: 'Client successfully updated!', message: '' }));
    edit.done();
  });

  if (!edit.editing) {
    return (
      <Stack spacing={2} component="section" aria-label="Client details panel">
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
          <Detail label="Organization" value={client.organization_name ?? client.organization_id} />
          <Detail label="Client name" value={client.client_name} />
          <Detail label="Description" value={client.description} />
          <Detail label="Industry" value={client.industry_name ?? client.industry_id} />
        </Box>
        {canEdit && <EditButton onClick={edit.start}>Edit Details</EditButton>}
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={save} aria-label="Edit client details">
      <Detail label="Organization" value={client.organization_name ?? client.organization_id} />
      <ClientFields
        control={control}
        industries={industries}
        maxLength={LONG_TEXT_MAX_LENGTH}
        currentIndustry={{ industry_id: client.industry_id, industry_name: client.industry_name ?? client.industry_id }}
      />
      <EditFormActions failure={edit.failure} saveDisabled={!isValid || saving} onCancel={edit.cancel} />
    </Stack>
  );
}
