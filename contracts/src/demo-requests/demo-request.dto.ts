import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { NormalizeEmail, Trim } from '../identity/identity-validators';

/** The demo form's messages (member spec, section 5 'Demo form'). */
export const DemoRequestMessages = {
  required: 'This is a required field.',
  email: 'This is not a valid email address.',
  tooLong: 'This text is too long.',
} as const;

const M = DemoRequestMessages;

/** POST /demo-requests (class-validator reports the bottom decorator's message first): fullname, email and company required, reason optional; `website` is a honeypot. */
export class DemoRequestDto {
  @Trim()
  @MaxLength(200, { message: M.tooLong })
  @IsNotEmpty({ message: M.required })
  @IsString({ message: M.required })
  fullname!: string;

  @NormalizeEmail()
  @IsEmail({}, { message: M.email })
  @MaxLength(254, { message: M.email })
  @IsNotEmpty({ message: M.required })
  @IsString({ message: M.required })
  email!: string;

  @Trim()
  @MaxLength(200, { message: M.tooLong })
  @IsNotEmpty({ message: M.required })
  @IsString({ message: M.required })
  company!: string;

  @IsOptional()
  @Trim()
  @IsString({ message: M.tooLong })
  @MaxLength(10000, { message: M.tooLong })
  reason?: string;

  /** left empty by people (the field is hidden); a bot that fills it is answered as if accepted */
  @IsOptional()
  @IsString({ message: M.tooLong })
  @MaxLength(10000, { message: M.tooLong })
  website?: string;
}

/** GET /demo-requests (Global Administrators). */
export interface DemoRequestView {
  demo_request_id: string;
  fullname: string;
  email: string;
  company: string;
  reason: string | null;
  /** epoch milliseconds */
  createdOn: number;
}
