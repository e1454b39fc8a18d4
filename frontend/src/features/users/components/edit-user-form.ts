import { dtoResolver, withCheck } from '../../../shared/forms/resolvers';
import { IdentityMessages, UpdateUserDto } from '@gc/contracts';

/** 'Edit User': the administration shape of PUT /users/{email}. */
export interface EditUserForm {
  email: string;
  name: string;
  custom_role: number;
  custom_organization: string;
}

/**
 * The API's DTO has `name` optional (other shapes of the same call leave it out); on this form it is required
 * (admin spec section 5: 'Please fill in user's full name').
 */
export const editUserResolver = withCheck(
  dtoResolver<EditUserForm>(UpdateUserDto),
  (values) => ({
    name: values.name.trim() === '' ? { type: 'required', message: IdentityMessages.editUserName } : undefined,
  }),
  { replace: true },
);
