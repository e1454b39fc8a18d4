import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { IdentityMessages, UpdateUserDto } from '@gc/contracts';
import type { Resolver } from 'react-hook-form';

/** 'Edit User': the administration shape of PUT /users/{email}. */
export interface EditUserForm {
  email: string;
  name: string;
  custom_role: number;
  custom_organization: string;
}

const base = classValidatorResolver(UpdateUserDto) as unknown as Resolver<EditUserForm>;

/**
 * The API's DTO has `name` optional (other shapes of the same call leave it out); on this form it is required
 * (admin spec section 5: 'Please fill in user's full name').
 */
export const editUserResolver: Resolver<EditUserForm> = async (values, context, options) => {
  const result = await base(values, context, options);
  if (values.name.trim() === '') {
    const errors = { ...result.errors, name: { type: 'required', message: IdentityMessages.editUserName } };
    return { values: {}, errors } as Awaited<ReturnType<Resolver<EditUserForm>>>;
  }
  return result;
};
