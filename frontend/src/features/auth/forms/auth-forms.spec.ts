import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { AccountSetupForm, isValidPhoneDigits, MfaCodeForm, NewPasswordForm, ResetPasswordForm } from './auth-forms';

function messages<T extends object>(cls: new () => T, values: Record<string, unknown>): Record<string, string[]> {
  const errors = validateSync(plainToInstance(cls, values));
  return Object.fromEntries(errors.map((e) => [e.property, Object.values(e.constraints ?? {})]));
}

const validSetup = {
  name: 'Ada Lovelace',
  password: 'Str0ng!pass',
  confirm_password: 'Str0ng!pass',
  country_code: '+1',
  phone_digits: '5551234567',
  code: '123456',
  alternate_email: '',
  terms_accepted: true,
};

describe('the Welcome! form', () => {
  it('accepts a complete set-up, with or without an alternate email', () => {
    expect(messages(AccountSetupForm, validSetup)).toEqual({});
    expect(messages(AccountSetupForm, { ...validSetup, alternate_email: 'ada@home.example' })).toEqual({});
  });

  it("gives every rule the spec's message", () => {
    const result = messages(AccountSetupForm, {
      name: 'Ada',
      password: 'weakpass',
      confirm_password: 'other',
      country_code: '+1',
      phone_digits: '555-12',
      code: '12a',
      alternate_email: 'not-an-email',
      terms_accepted: false,
    });
    expect(result.name).toEqual(['This field requires first and last name.']);
    expect(result.password).toContain('Please match the requested format.');
    expect(result.confirm_password).toEqual(['Passwords do not match.']);
    expect(result.phone_digits).toEqual(['Please enter a valid phone number.']);
    expect(result.code).toEqual(['SMS code is invalid.']);
    expect(result.alternate_email).toEqual(['Input a valid email.']);
    expect(result.terms_accepted).toEqual(['You must accept the Terms of Service and Privacy Policy.']);
  });

  it('requires the confirmation before comparing it', () => {
    expect(messages(AccountSetupForm, { ...validSetup, confirm_password: '' }).confirm_password).toContain(
      'This field is required',
    );
  });

  it('takes phone numbers of digits only, at least 7, valid with the country code', () => {
    expect(isValidPhoneDigits('5551234')).toBe(true);
    expect(isValidPhoneDigits('555123')).toBe(false);
    expect(isValidPhoneDigits('555 1234')).toBe(false);
    expect(isValidPhoneDigits('1234567890123456')).toBe(false);
  });
});

describe('the other sign-in forms', () => {
  it('asks for a matching new password in the right format', () => {
    expect(messages(NewPasswordForm, { newPassword: 'Str0ng!pass', confirmPassword: 'Str0ng!pass' })).toEqual({});
    expect(messages(NewPasswordForm, { newPassword: 'Str0ng!pass', confirmPassword: 'Str0ng!pas' })).toEqual({
      confirmPassword: ['Passwords do not match.'],
    });
  });

  it('takes a 6-digit code', () => {
    expect(messages(MfaCodeForm, { code: '123456' })).toEqual({});
    expect(messages(MfaCodeForm, { code: '' }).code).toContain('This field is required');
  });

  it("validates the reset form with the API's own DTO rules plus the confirmation", () => {
    expect(
      messages(ResetPasswordForm, {
        email: ' Ada@Example.com ',
        code: '123456',
        newPassword: 'Str0ng!pass',
        confirmPassword: 'Str0ng!pass',
      }),
    ).toEqual({});
    expect(
      Object.keys(messages(ResetPasswordForm, { email: '', code: '1', newPassword: 'x', confirmPassword: 'y' })).sort(),
    ).toEqual(['code', 'confirmPassword', 'email', 'newPassword']);
  });
});
