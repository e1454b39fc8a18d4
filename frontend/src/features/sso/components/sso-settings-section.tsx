import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RoleId, roleLabel, SsoMessages, type SsoSettingsView } from '@gc/contracts';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { errorMessage } from '../../../shared/api/base-query';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormPanel } from '../../../shared/ui/form-panel';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { LoadError } from '../../../shared/ui/load-error';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import {
  useGetSsoSettingsQuery,
  useRemoveSsoSettingsMutation,
  useSaveSsoSettingsMutation,
  useTestSsoIssuerMutation,
} from '../api/sso-api';
import { fieldErrorsOf, formOf, requestOf, ssoResolver, type SsoForm } from './sso-settings-form';
import { SsoTestResult, type SsoTestOutcome } from './sso-test-result';

const ROLES = [RoleId.User, RoleId.ClientAdministrator] as const;

/**
 * 'Single sign-on' on the client details screen (issue 31), for those who edit the client's details: the client's
 * OpenID Provider, the email domains it vouches for, the role it gives the people it brings in, whether password
 * sign-in is refused for them, and the redirect URI to register at the provider.
 */
export function SsoSettingsSection({ clientId }: { clientId: string }) {
  const titleId = useId();
  const { data, error, isError, refetch } = useGetSsoSettingsQuery(clientId);
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Typography id={titleId} variant="h6" component="h3">
          Single sign-on
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Let this client&apos;s people sign in with your organisation&apos;s identity provider (OpenID Connect).
        </Typography>
      </Box>
      {isError && !data ? (
        <LoadError what="the single sign-on settings" error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <Typography color="text.secondary">Loading the single sign-on settings…</Typography>
      ) : (
        <SsoSettingsForm clientId={clientId} view={data} />
      )}
    </Box>
  );
}

function SsoSettingsForm({ clientId, view }: { clientId: string; view: SsoSettingsView }) {
  const dispatch = useDispatch();
  const [save, { isLoading: saving }] = useSaveSsoSettingsMutation();
  const [remove, { isLoading: removing }] = useRemoveSsoSettingsMutation();
  const [test, { isLoading: testing }] = useTestSsoIssuerMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [tested, setTested] = useState<SsoTestOutcome | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const values = useMemo(() => formOf(view), [view]);
  const resolver = useMemo(() => ssoResolver(view.has_secret), [view.has_secret]);
  const { control, handleSubmit, setError, trigger, getValues } = useForm<SsoForm>({ resolver, values });
  const notify = (title: string) => dispatch(notificationShown({ type: 'success', title, message: '' }));

  const onSave = handleSubmit(async (form) => {
    setFailure(null);
    const result = await save({ clientId, body: requestOf(form) });
    if (result.error) {
      const { fields, rest } = fieldErrorsOf(result.error);
      fields.forEach(([field, message], index) => setError(field, { message }, { shouldFocus: index === 0 }));
      if (fields.length === 0 || rest.length > 0) setFailure(rest.join(' ') || errorMessage(result.error));
      return;
    }
    notify(SsoMessages.saved);
  });

  const onTest = async () => {
    setTested(null);
    if (!(await trigger('issuer', { shouldFocus: true }))) return;
    const result = await test({ clientId, body: { issuer: getValues('issuer').trim() } });
    setTested(result.error ? { failure: errorMessage(result.error) } : { found: result.data });
  };

  const onRemove = async () => {
    setFailure(null);
    const result = await remove(clientId);
    setConfirmRemove(false);
    if (result.error) return setFailure(errorMessage(result.error));
    setTested(null);
    notify(SsoMessages.removed);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(view.redirect_uri);
      notify('Redirect URI copied.');
    } catch {
      dispatch(
        notificationShown({
          type: 'error',
          title: 'Could not copy',
          message: 'Select the redirect URI and copy it yourself.',
        }),
      );
    }
  };

  return (
    <FormPanel onSubmit={(event) => void onSave(event)} label="Single sign-on settings">
      <FormTextField
        name="issuer"
        control={control}
        label="Issuer URL"
        type="url"
        required
        maxLength={500}
        helperText="Such as https://login.example.com; its /.well-known/openid-configuration is read from there."
      />
      <FormTextField name="oidc_client_id" control={control} label="Client ID" required maxLength={500} />
      <FormTextField
        name="client_secret"
        control={control}
        label="Client secret"
        type="password"
        autoComplete="new-password"
        required={!view.has_secret}
        maxLength={2000}
        helperText={view.has_secret ? 'A secret is saved. Leave empty to keep it.' : undefined}
      />
      <FormTextField
        name="domains"
        control={control}
        label="Email domains"
        required
        helperText="People with these email domains sign in through your identity provider."
      />
      <FormTextField name="role" control={control} select label="Role for new people" parse={Number}>
        {ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {roleLabel(role)}
          </MenuItem>
        ))}
      </FormTextField>
      <Stack>
        <SwitchField control={control} name="required" label="Require single sign-on for this client's people" />
        <SwitchField control={control} name="sms_after_sso" label="Also ask for an SMS code after single sign-on" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Redirect URI to register at your identity provider"
          value={view.redirect_uri}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Button variant="outlined" onClick={() => void copy()} sx={{ flexShrink: 0, mt: { sm: 1 } }}>
          Copy
        </Button>
      </Stack>
      {tested && <SsoTestResult outcome={tested} />}
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void onTest()} disabled={testing}>
          Test connection
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          Save single sign-on
        </Button>
        {view.configured && (
          <Button color="error" onClick={() => setConfirmRemove(true)} disabled={removing}>
            Remove single sign-on
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmRemove}
        title="Remove single sign-on?"
        text="This client's people will sign in with their password and SMS code again. The saved settings and secret are deleted."
        confirmLabel="Remove"
        destructive
        busy={removing}
        onConfirm={() => void onRemove()}
        onCancel={() => setConfirmRemove(false)}
      />
    </FormPanel>
  );
}

function SwitchField({
  control,
  name,
  label,
}: {
  control: Control<SsoForm>;
  name: 'required' | 'sms_after_sso';
  label: string;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { value, onChange, onBlur } }) => (
        <FormControlLabel
          control={<Switch checked={value} onChange={(event) => onChange(event.target.checked)} onBlur={onBlur} />}
          label={label}
        />
      )}
    />
  );
}
