import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { BREACHED_PASSWORD_COUNT, isBreachedPassword } from './breached-passwords';
import { parseUserImport, splitCsvLine } from './csv-import';
import {
  IdentityMessages,
  isValidFullName,
  isValidPasswordFormat,
  isValidPhoneNumber,
  isValidSmsCode,
  maskPhoneNumber,
  normalizeEmail,
  passwordProblem,
  toInternationalPhone,
} from './identity.rules';
import { ChallengeAnswerDto, SignInDto } from './sign-in.dto';
import { CreateUserItemDto, ProfileDataDto } from './users.dto';

const messages = (cls: new () => object, plain: object) =>
  validateSync(plainToInstance(cls, plain)).flatMap((e) => Object.values(e.constraints ?? {}));

describe('full name rule', () => {
  it.each(['Ada Lovelace', "Mary-Jane O'Neil", 'J.R. Tolkien Jr.', 'José  Álvarez'])('accepts %s', (name) => {
    expect(isValidFullName(name)).toBe(true);
  });
  it.each(['Ada', 'A Lovelace', 'Ada L', 'Ada Lovelace3', `Ada ${'x'.repeat(51)}`, ''])('refuses %s', (name) => {
    expect(isValidFullName(name)).toBe(false);
  });
});

describe('password rules', () => {
  it('given every required class, when checked, then the format is accepted', () => {
    expect(isValidPasswordFormat('Gc-Str0ng#key')).toBe(true);
    expect(passwordProblem('Gc-Str0ng#key')).toBeNull();
  });
  it.each([
    ['too short', 'Ab1!xyz'],
    ['no lowercase', 'ABCDEF1!'],
    ['no uppercase', 'abcdef1!'],
    ['no digit', 'Abcdefg!'],
    ['no special character', 'Abcdefg1'],
    ['a space', 'Abc def1!'],
    ['only a special outside the set', 'Abcdefg1*'],
  ])('refuses a password with %s', (_why, password) => {
    expect(passwordProblem(password)).toBe(IdentityMessages.passwordFormat);
  });
  it('given a common password dressed up to pass the format, when checked, then it is refused as breached', () => {
    expect(isValidPasswordFormat('Password1!')).toBe(true);
    expect(passwordProblem('Password1!')).toBe(IdentityMessages.passwordBreached);
    expect(isBreachedPassword('Summer2024!')).toBe(true);
    expect(isBreachedPassword('Dragon#123')).toBe(true);
    expect(isBreachedPassword('Gc-Str0ng#key')).toBe(false);
  });
  it('bundles a list of several hundred breached passwords', () => {
    expect(BREACHED_PASSWORD_COUNT).toBeGreaterThanOrEqual(500);
  });
});

describe('phone, code and email rules', () => {
  it('phone numbers are international with at least 7 digits', () => {
    expect(isValidPhoneNumber('+15551234567')).toBe(true);
    expect(isValidPhoneNumber('+123456')).toBe(false);
    expect(isValidPhoneNumber('5551234567')).toBe(false);
    expect(isValidPhoneNumber('+1555abc4567')).toBe(false);
  });
  it('typed digits get the default country code +1', () => {
    expect(toInternationalPhone('555 123-4567')).toBe('+15551234567');
    expect(toInternationalPhone('+445551234567')).toBe('+445551234567');
  });
  it('SMS codes are exactly 6 digits', () => {
    expect(isValidSmsCode('123456')).toBe(true);
    expect(isValidSmsCode('12345')).toBe(false);
    expect(isValidSmsCode('12345a')).toBe(false);
  });
  it('masks all but the last four digits', () => {
    expect(maskPhoneNumber('+15551234567')).toBe('+*******4567');
  });
  it('normalises emails by stripping whitespace and lower-casing', () => {
    expect(normalizeEmail(' Ada.Lovelace @Example.COM ')).toBe('ada.lovelace@example.com');
  });
});

describe('DTOs carry the spec messages', () => {
  it('given whitespace in the credentials, when transformed, then it is stripped', () => {
    const dto = plainToInstance(SignInDto, { email: ' Ada@Example.com ', password: ' Gc-Str0ng #key ' });
    expect(dto).toMatchObject({ email: 'ada@example.com', password: 'Gc-Str0ng#key' });
  });
  it('given a bad account set-up, when validated, then each field has its message', () => {
    const found = messages(ChallengeAnswerDto, {
      session: 's',
      challenge: 'ACCOUNT_SETUP',
      name: 'Ada',
      password: 'weak',
      confirm_password: 'weak',
      phone_number: '+12',
      alternate_email: 'nope',
      terms_accepted: false,
    });
    expect(found).toEqual(
      expect.arrayContaining([
        IdentityMessages.fullName,
        IdentityMessages.passwordFormat,
        IdentityMessages.phone,
        IdentityMessages.alternateEmail,
        IdentityMessages.termsRequired,
      ]),
    );
  });
  it('given an SMS_MFA answer, when the code is malformed, then it is invalid', () => {
    expect(messages(ChallengeAnswerDto, { session: 's', challenge: 'SMS_MFA', code: '12' })).toEqual([
      IdentityMessages.smsCode,
    ]);
    expect(messages(ChallengeAnswerDto, { session: 's', challenge: 'SMS_MFA', code: '123456' })).toEqual([]);
  });
  it('given a role outside user management, when a user is added, then Invalid Role', () => {
    expect(messages(CreateUserItemDto, { name: 'Ada Lovelace', email: 'ada@example.com', custom_role: 3 })).toEqual([
      IdentityMessages.invalidRole,
    ]);
    expect(messages(CreateUserItemDto, { name: '', email: 'ada@example.com', custom_role: 8 })).toEqual([
      IdentityMessages.required,
    ]);
  });
  it('given profile data, when the phone lacks a +, then Invalid phone number', () => {
    expect(messages(ProfileDataDto, { name: 'Ada Lovelace', phone_number: '5551234567' })).toEqual([
      IdentityMessages.profilePhone,
    ]);
    expect(
      messages(ProfileDataDto, { name: 'Ada Lovelace', phone_number: '+15551234567', alternate_email: 'Bad@X' }),
    ).toEqual([IdentityMessages.profileAlternateEmail]);
  });
});

describe('CSV import parsing', () => {
  it('splits quoted cells', () => {
    expect(splitCsvLine('"Smith, Jr. Ann",ann@x.io,User')).toEqual(['Smith, Jr. Ann', 'ann@x.io', 'User']);
  });
  it('given a header and rows, when parsed, then each row is judged with its reason', () => {
    const { rows, headerError } = parseUserImport(
      'name,email,permission\nAda Lovelace,ADA@x.io,User\nBad Row,not-an-email,User\nCarl Admin,carl@x.io,Client Administrator\n\nDup,ada@x.io,User\nEve,eve@x.io,Global Administrator\n',
    );
    expect(headerError).toBeNull();
    expect(rows).toEqual([
      { line: 2, ok: true, name: 'Ada Lovelace', email: 'ada@x.io', role: 8 },
      { line: 3, ok: false, email: 'not-an-email', reason: 'This is not a valid email address.' },
      { line: 4, ok: true, name: 'Carl Admin', email: 'carl@x.io', role: 0 },
      { line: 6, ok: false, email: 'ada@x.io', reason: 'This email appears more than once in the file.' },
      {
        line: 7,
        ok: false,
        email: 'eve@x.io',
        reason: "Invalid Role: the permission must be 'Client Administrator' or 'User'.",
      },
    ]);
  });
  it('given no header row, when parsed, then the file is refused', () => {
    expect(parseUserImport('Ada,ada@x.io,User').headerError).toMatch(/header/);
  });
});
