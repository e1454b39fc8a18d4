import { dtoResolver } from '../../../shared/forms/resolvers';
import { CreateUsersDto, IdentityMessages } from '@gc/contracts';
import type { FieldError, Resolver } from 'react-hook-form';

/** One row of 'Add New User/Users'; the role is '' until one is chosen. */
export interface AddUserRow {
  name: string;
  email: string;
  custom_role: number | '';
}
export interface AddUsersForm {
  users: AddUserRow[];
}

export const EMPTY_ROW: AddUserRow = { name: '', email: '', custom_role: '' };

const base = dtoResolver<AddUsersForm>(CreateUsersDto);

/**
 * The API's own DTO validates the form (admin spec section 5). An empty field reads 'This field is required'
 * whichever of its rules class-validator reports first; 'Invalid Role' stays for a role that is set but not valid.
 */
export const addUsersResolver: Resolver<AddUsersForm> = async (values, context, options) => {
  const result = await base(values, context, options);
  const rows = (result.errors as { users?: ({ custom_role?: FieldError } | undefined)[] }).users;
  values.users.forEach((row, index) => {
    (['name', 'email', 'custom_role'] as const).forEach((field) => {
      const error = (rows?.[index] as Record<string, FieldError> | undefined)?.[field];
      if (error && String(row[field]).trim() === '') error.message = IdentityMessages.required;
    });
  });
  return result;
};
