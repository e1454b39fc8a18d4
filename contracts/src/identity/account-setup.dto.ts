import { IsOptional, IsString } from 'class-validator';
import { IdentityMessages as M, isValidPhoneNumber, isValidSmsCode } from './identity.rules';
import { PhoneDataDto } from './sign-in.dto';
import { Nested, Satisfies } from './identity-validators';

/**
 * What sendcode and confirmcode both carry: `email` and `Username` repeat the path's email, as the spec's client
 * sends them; `session` is the account set-up challenge (no bearer yet).
 */
abstract class ChallengeEcho {
  @IsOptional()
  @IsString()
  email?: string;

  @IsOptional()
  @IsString()
  Username?: string;

  @IsOptional()
  @IsString()
  session?: string;
}

class SendCodeFields extends ChallengeEcho {
  @IsOptional()
  @Satisfies(isValidPhoneNumber, M.phone)
  phone_number?: string;

  @IsOptional()
  @Nested(PhoneDataDto)
  data?: PhoneDataDto;
}

class ConfirmCodeFields extends ChallengeEcho {
  @Satisfies(isValidSmsCode, M.smsCode)
  code!: string;

  @IsOptional()
  @Satisfies(isValidPhoneNumber, M.phone)
  phone_number?: string;
}

// The two DTOs declare no field themselves: class-validator checks a class's own fields before the inherited ones,
// and inherited ones parent first, so their fields are checked (and the first message chosen) in the order above.

/**
 * POST /users/{email}/sendcode. During account set-up (no bearer) it carries the challenge `session` and the
 * phone; from the profile (bearer) the phone comes in `data`.
 */
export class SendCodeDto extends SendCodeFields {}

/** POST /users/{email}/confirmcode: the 6-digit code sent by sendcode. */
export class ConfirmCodeDto extends ConfirmCodeFields {}
