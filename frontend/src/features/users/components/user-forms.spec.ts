import type { ResolverOptions } from 'react-hook-form';
import { addUsersResolver } from './add-users-form';
import { editUserResolver } from './edit-user-form';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<never>;

describe('user administration forms validate with the spec messages', () => {
  it("requires each new user's name, email and role ('This field is required')", async () => {
    const result = await addUsersResolver(
      {
        users: [
          { name: 'Ada Lovelace', email: 'ada@example.com', custom_role: 8 },
          { name: '', email: '', custom_role: '' },
        ],
      },
      undefined,
      options as never,
    );
    const rows = result.errors.users as unknown as Record<string, { message?: string }>[];
    expect(rows[0]).toBeUndefined();
    expect(rows[1].name.message).toBe('This field is required');
    expect(rows[1].email.message).toBe('This field is required');
    expect(rows[1].custom_role.message).toBe('This field is required');
  });

  it("refuses a role outside user management with 'Invalid Role'", async () => {
    const result = await addUsersResolver(
      { users: [{ name: 'Ada Lovelace', email: 'ada@example.com', custom_role: 3 }] },
      undefined,
      options as never,
    );
    const rows = result.errors.users as unknown as Record<string, { message?: string }>[];
    expect(rows[0].custom_role.message).toBe('Invalid Role');
  });

  it("requires the edited user's name", async () => {
    const result = await editUserResolver(
      { email: 'ada@example.com', name: '  ', custom_role: 8, custom_organization: '' },
      undefined,
      options as never,
    );
    expect(result.errors.name?.message).toBe("Please fill in user's full name");
  });
});
