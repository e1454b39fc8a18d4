import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { USER_MANAGEMENT_ROLES } from '../access/roles';
import { IdentityMessages as M, isValidPhoneNumber } from './identity.rules';
import { Nested, NormalizeEmail, OptionalNotNull, Satisfies, ToNumber, Trim } from './identity-validators';

/** One person of POST /users ('Add New User/Users'). */
export class CreateUserItemDto {
  @Trim()
  @IsString({ message: M.required })
  @IsNotEmpty({ message: M.required })
  @MaxLength(9000)
  name!: string;

  @NormalizeEmail()
  @IsNotEmpty({ message: M.required })
  @IsEmail({}, { message: 'This is not a valid email address.' })
  email!: string;

  @ToNumber()
  @IsInt({ message: M.invalidRole })
  @IsIn(USER_MANAGEMENT_ROLES, { message: M.invalidRole })
  custom_role!: number;
}

/** One person of a reactivation (POST /users with a list of { email }). */
export class ReactivateUserItemDto {
  @NormalizeEmail()
  @IsNotEmpty({ message: M.required })
  @IsEmail({}, { message: 'This is not a valid email address.' })
  email!: string;
}

/** The profile's `data`: name, alternate email and phone (email itself is not editable). */
export class ProfileDataDto {
  @Trim()
  @IsString({ message: M.profileName })
  @IsNotEmpty({ message: M.profileName })
  @MaxLength(10000)
  name!: string;

  @IsOptional()
  @Trim()
  @Satisfies((v) => v === '' || /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/.test(v), M.profileAlternateEmail)
  alternate_email?: string;

  @IsString({ message: M.profilePhoneRequired })
  @IsNotEmpty({ message: M.profilePhoneRequired })
  @Satisfies(isValidPhoneNumber, M.profilePhone)
  phone_number!: string;
}

/**
 * PUT /users/{email}, one of three shapes:
 * - administration: { email, custom_role?, name?, custom_organization? };
 * - client switch (oneself): { email, custom_client_id };
 * - profile (oneself): { email, data: { name, alternate_email, phone_number } }.
 * Every field may be left out, none may be null (the handler picks the shape by which fields are present).
 */
export class UpdateUserDto {
  @OptionalNotNull()
  @NormalizeEmail()
  @IsString({ message: 'This is not a valid email address.' })
  email?: string;

  @OptionalNotNull()
  @ToNumber()
  @IsInt({ message: M.invalidRole })
  @IsIn(USER_MANAGEMENT_ROLES, { message: M.invalidRole })
  custom_role?: number;

  @OptionalNotNull()
  @Trim()
  @MaxLength(9000) // the rule listed last reports first: a non-string gets the form's message, not a length
  @IsNotEmpty({ message: M.editUserName })
  @IsString({ message: M.editUserName })
  name?: string;

  @OptionalNotNull()
  @IsString({ message: 'The organization must be text.' })
  @MaxLength(9000)
  custom_organization?: string;

  @OptionalNotNull()
  @IsString({ message: M.required })
  @IsNotEmpty({ message: M.required })
  custom_client_id?: string;

  @OptionalNotNull()
  @Nested(ProfileDataDto, { message: M.required })
  data?: ProfileDataDto;
}

/** DELETE /users (bulk): the emails to delete. */
export class DeleteUsersDto {
  // the rule listed last reports first: a string or an object is 'emails must be an array', not a size
  @IsEmail({}, { each: true, message: 'This is not a valid email address.' })
  @ArrayMaxSize(1000)
  @ArrayMinSize(1, { message: M.required })
  @IsArray()
  emails!: string[];
}

/** POST /users/import as JSON: the file's text. (text/csv bodies are accepted as they are.) */
export class ImportUsersDto {
  @IsString({ message: M.required })
  @IsNotEmpty({ message: M.required })
  csv!: string;

  /** the chosen file's name, when the client sends it: only .csv files are accepted */
  @IsOptional()
  @IsString()
  @Satisfies((v) => /\.csv$/i.test(v), M.csvOnly)
  file_name?: string;
}

/** GET /users filters: the role (5, 0 or 8) to list; all when absent. */
export class ListUsersQueryDto {
  @IsOptional()
  @ToNumber()
  @IsInt({ message: M.invalidRole })
  @IsIn(USER_MANAGEMENT_ROLES, { message: M.invalidRole })
  role?: number;
}

export class CreateUsersDto {
  @IsArray()
  @Nested(CreateUserItemDto, { each: true })
  users!: CreateUserItemDto[];
}
