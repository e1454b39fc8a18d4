import { IsOptional, IsString } from 'class-validator';
import { IdentityMessages as M, isValidPhoneNumber, isValidSmsCode } from './identity.rules';
import { PhoneDataDto } from './sign-in.dto';
import { Nested, Satisfies } from './identity-validators';

/**
 * POST /users/{email}/sendcode. During account set-up (no bearer) it carries the challenge `session` and the
 * phone; from the profile (bearer) the phone comes in `data`. `email` and `Username` repeat the path's email, as
 * the spec's client sends them.
 */
export class SendCodeDto {
  @IsOptional()
  @IsString()
  email?: string;

  @IsOptional()
  @IsString()
  Username?: string;

  @IsOptional()
  @IsString()
  session?: string;

  @IsOptional()
  @Satisfies(isValidPhoneNumber, M.phone)
  phone_number?: string;

  @IsOptional()
  @Nested(PhoneDataDto)
  data?: PhoneDataDto;
}

/** POST /users/{email}/confirmcode: the 6-digit code sent by sendcode. */
export class ConfirmCodeDto {
  @IsOptional()
  @IsString()
  email?: string;

  @IsOptional()
  @IsString()
  Username?: string;

  @IsOptional()
  @IsString()
  session?: string;

  @Satisfies(isValidSmsCode, M.smsCode)
  code!: string;

  @IsOptional()
  @Satisfies(isValidPhoneNumber, M.phone)
  phone_number?: string;
}
