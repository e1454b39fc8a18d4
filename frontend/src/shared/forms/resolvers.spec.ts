import { DraftGeneralSettingsDto } from '@gc/contracts';
import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { dtoResolver, withCheck } from './resolvers';

interface Member {
  email: string;
  observer: boolean;
  receiver: boolean | string;
}

interface SetupForm {
  team_id: string;
  members_with_roles: Member[];
}

const options = <T extends FieldValues>(): ResolverOptions<T> => ({ fields: {}, shouldUseNativeValidation: false });
const run = <T extends FieldValues>(resolver: Resolver<T>, values: T) => resolver(values, undefined, options<T>());

const ada = (receiver: boolean | string): Member => ({ email: 'ada@example.com', observer: false, receiver });

describe('dtoResolver', () => {
  const resolver = dtoResolver<SetupForm>(DraftGeneralSettingsDto);

  it('checks the app’s `receiver` as the wire’s `reciever` and hands back plain values in the app’s names', async () => {
    const result = await run(resolver, { team_id: 't-1', members_with_roles: [ada(true)] });
    expect(result.errors).toEqual({});
    expect(Object.getPrototypeOf(result.values)).toBe(Object.prototype);
    expect(result.values).toMatchObject({ team_id: 't-1', members_with_roles: [ada(true)] });
    expect(JSON.stringify(result.values)).not.toContain('reciever');
  });

  it('shows the DTO’s message under the app’s field', async () => {
    const result = await run(resolver, { team_id: 't-1', members_with_roles: [ada(true), ada('yes')] });
    expect(result.values).toEqual({});
    expect(result.errors.members_with_roles?.[1]?.receiver?.message).toBe('reciever must be true or false.');
    expect(result.errors.members_with_roles?.[0]).toBeUndefined();
    expect(JSON.stringify(result.errors)).not.toContain('"reciever"');
  });
});

describe('withCheck', () => {
  const base: Resolver<SetupForm> = async () => ({
    values: {},
    errors: { team_id: { type: 'dto', message: 'from the DTO' } },
  });
  const check = (values: SetupForm) => ({
    team_id: { type: 'check', message: 'from the check' },
    'members_with_roles.0.receiver': values.members_with_roles.length ? { type: 'check', message: 'pick' } : undefined,
  });
  const values: SetupForm = { team_id: '', members_with_roles: [ada(false)] };

  it('keeps the resolver’s own error of a field and adds the check’s under its path', async () => {
    const result = await run(withCheck(base, check), values);
    expect(result.errors.team_id?.message).toBe('from the DTO');
    expect(result.errors.members_with_roles?.[0]?.receiver?.message).toBe('pick');
    expect(result.values).toEqual({});
  });

  it('puts the check’s message first with `replace`, and passes a clean result through', async () => {
    const replaced = await run(withCheck(base, check, { replace: true }), values);
    expect(replaced.errors.team_id?.message).toBe('from the check');
    const clean: Resolver<SetupForm> = async (form) => ({ values: form, errors: {} });
    const passed = await run(
      withCheck(clean, () => ({ team_id: undefined })),
      values,
    );
    expect(passed).toEqual({ values, errors: {} });
  });
});
