import type { ResolverOptions } from 'react-hook-form';
import { changePasswordResolver, mfaCodeResolver, profileResolver } from './profile-forms';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<never>;
const messages = (errors: Record<string, { message?: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));

describe('profile forms validate with the spec messages', () => {
  it('requires a full name and a phone number', async () => {
    const result = await profileResolver(
      { name: ' ', alternate_email: '', phone_number: '' },
      undefined,
      options as never,
    );
    expect(messages(result.errors)).toEqual({
      name: 'Please fill in your full name',
      phone_number: 'This is not a valid phone number',
    });
  });

  it('refuses a phone without + and a malformed alternate email', async () => {
    const result = await profileResolver(
      { name: 'Ada Lovelace', alternate_email: 'Ada@', phone_number: '5551234567' },
      undefined,
      options as never,
    );
    expect(messages(result.errors)).toEqual({
      alternate_email: 'Invalid email address',
      phone_number: 'Invalid phone number',
    });
  });

  it('accepts a valid profile', async () => {
    const result = await profileResolver(
      { name: 'Ada Lovelace', alternate_email: '', phone_number: '+15551234567' },
      undefined,
      options as never,
    );
    expect(result.errors).toEqual({});
  });

  it('requires every password field and a matching confirmation', async () => {
    const empty = await changePasswordResolver(
      { currentPassword: '', newPassword: '', confirmPassword: '' },
      undefined,
      options as never,
    );
    expect(messages(empty.errors)).toEqual({
      currentPassword: 'This field is required',
      newPassword: 'This field is required',
      confirmPassword: 'This field is required',
    });
    const mismatch = await changePasswordResolver(
      { currentPassword: 'Old-pass1!', newPassword: 'weak', confirmPassword: 'other' },
      undefined,
      options as never,
    );
    expect(messages(mismatch.errors)).toEqual({
      newPassword: 'Please match the requested format.',
      confirmPassword: 'Passwords do not match.',
    });
  });

  it('requires the 6-digit MFA code', async () => {
    expect(messages((await mfaCodeResolver({ code: '' }, undefined, options as never)).errors)).toEqual({
      code: 'This field is required',
    });
    expect((await mfaCodeResolver({ code: '123456' }, undefined, options as never)).errors).toEqual({});
  });
});
