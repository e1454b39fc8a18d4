import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { IdentityMessages, isValidSmsCode, SMS_CODE_LENGTH } from '@gc/contracts';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useConfirmSetupCodeMutation, useSendSetupCodeMutation } from '../api/auth-api';
import { isValidPhoneDigits, type PhoneCodeFields } from '../forms/auth-forms';

/** Member spec section 9: 'SEND CODE' rests 5 seconds after sending; the sent notice shows 5 seconds. */
export const SEND_CODE_COOLDOWN_MS = 5000;
export const CODE_SENT_NOTICE_MS = 5000;

type CodeCheck = 'idle' | 'checking' | 'valid' | 'invalid';

interface PhoneVerificationProps<T extends PhoneCodeFields> {
  /** a form with `country_code`, `phone_digits` and `code` fields (the 'Welcome!' form, the phone set-up step) */
  form: UseFormReturn<T>;
  email: string;
  session: string;
  /** the number typed, with its country code */
  phone: string;
  codeConfirmed: boolean;
  onConfirmed: (phone: string | null) => void;
  onError: (error: unknown) => void;
}

/** Phone number (country code +1 by default), 'SEND CODE', and the 6-digit code checked as its 6th digit lands. */
export function PhoneVerification<T extends PhoneCodeFields>({
  form,
  email,
  session,
  phone,
  codeConfirmed,
  onConfirmed,
  onError,
}: PhoneVerificationProps<T>) {
  // T has these fields (its constraint), but react-hook-form's types cannot narrow a generic form to them
  const { register, watch, setValue, setFocus, formState } = form as unknown as UseFormReturn<PhoneCodeFields>;
  const [sendCode, { isLoading: sending }] = useSendSetupCodeMutation();
  const [confirmCode] = useConfirmSetupCodeMutation();
  const [sentCount, setSentCount] = useState(0);
  const [coolingDown, setCoolingDown] = useState(false);
  const [noticeShown, setNoticeShown] = useState(false);
  const [check, setCheck] = useState<CodeCheck>('idle');
  const phoneValid = isValidPhoneDigits(watch('phone_digits'), watch('country_code'));

  useEffect(() => {
    if (!coolingDown) return;
    const timer = setTimeout(() => setCoolingDown(false), SEND_CODE_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [coolingDown, sentCount]);
  useEffect(() => {
    if (!noticeShown) return;
    const timer = setTimeout(() => setNoticeShown(false), CODE_SENT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [noticeShown, sentCount]);

  const send = async () => {
    setCoolingDown(true);
    setCheck('idle');
    onConfirmed(null);
    setValue('code', '');
    const result = await sendCode({ email, session, phone_number: phone });
    if (result.error) {
      // member spec section 8: a failed send is only logged; a suspended account still gets its modal
      console.error('Sending the SMS code failed', result.error);
      if ((result.error as { data?: { message?: string } }).data?.message === IdentityMessages.disabled)
        onError(result.error);
      return;
    }
    setSentCount((count) => count + 1);
    setNoticeShown(true);
    setFocus('code');
  };

  const checkCode = async (code: string) => {
    if (!isValidSmsCode(code)) {
      setCheck('idle');
      onConfirmed(null);
      return;
    }
    setCheck('checking');
    const result = await confirmCode({ email, session, phone_number: phone, code });
    if (result.error) {
      setCheck('invalid');
      onConfirmed(null);
      if ((result.error as { data?: { message?: string } }).data?.message === IdentityMessages.disabled)
        onError(result.error);
      return;
    }
    setCheck('valid');
    onConfirmed(phone);
  };

  const shownCheck: CodeCheck = check === 'valid' && !codeConfirmed ? 'idle' : check;
  const codeError = shownCheck === 'invalid' ? IdentityMessages.smsCode : formState.errors.code?.message;

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          label="Country code"
          required
          sx={{ width: 104, flexShrink: 0 }}
          error={formState.errors.country_code !== undefined}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
          {...register('country_code')}
        />
        <TextField
          label="Phone number"
          autoComplete="tel-national"
          required
          fullWidth
          error={formState.errors.phone_digits !== undefined}
          helperText={formState.errors.phone_digits?.message ?? formState.errors.country_code?.message ?? 'Digits only'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...register('phone_digits')}
        />
      </Box>
      <Button
        variant="outlined"
        onClick={send}
        disabled={!phoneValid || coolingDown || sending}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        SEND CODE
      </Button>
      <Box aria-live="polite">
        {noticeShown && (
          <Alert severity="success" variant="outlined">
            Code successfully sent!
          </Alert>
        )}
      </Box>
      <TextField
        label="SMS code"
        autoComplete="one-time-code"
        required
        error={codeError !== undefined}
        helperText={
          codeError ?? (sentCount > 0 ? 'The code is valid for 10 minutes.' : 'Send a code to your phone first.')
        }
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: SMS_CODE_LENGTH },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {shownCheck === 'checking' && <CircularProgress size={20} aria-label="Checking the code" />}
                {shownCheck === 'valid' && <CheckCircleIcon color="success" titleAccess="SMS code confirmed" />}
                {shownCheck === 'invalid' && <CancelIcon color="error" titleAccess="SMS code is invalid" />}
              </InputAdornment>
            ),
          },
        }}
        {...register('code', {
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => void checkCode(event.target.value),
        })}
      />
    </Stack>
  );
}
