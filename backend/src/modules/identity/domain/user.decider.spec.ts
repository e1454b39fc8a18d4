import type { UserEvent } from '@gc/contracts';
import { deciderSpec } from '../../../test-support/decider-spec';
import { userDecider } from './user.decider';

const userId = 'u-1';
const clientA = 'client-a';
const clientB = 'client-b';
const { given, when, thenFails } = deciderSpec(userDecider);

const invited: UserEvent[] = when([], { type: 'InviteUser', userId, clientId: clientA, role: 8 });
const setUp: UserEvent[] = [...invited, ...when(invited, { type: 'CompleteAccountSetup' })];
const now = '2026-11-22T10:00:00.000Z';
const deleted: UserEvent[] = [
  ...setUp,
  { type: 'UserDeleted', data: { userId, deletedAt: now, erasableAfter: '2026-11-23T10:00:00.000Z' } },
];

describe('user decider', () => {
  it('given nothing, when invited, then the person exists with a role in the client, selected as current', () => {
    expect(invited).toEqual([
      { type: 'UserInvited', data: { userId } },
      { type: 'UserRoleGrantedInClient', data: { userId, clientId: clientA, role: 8 } },
      { type: 'CurrentClientSelected', data: { userId, clientId: clientA } },
    ]);
  });

  it('given an invited person, when invited again, then 409', () => {
    thenFails(invited, { type: 'InviteUser', userId, clientId: clientA, role: 8 }, 'USER_EXISTS');
  });

  it('given no person, when a role is granted, then not found', () => {
    thenFails([], { type: 'GrantClientRole', userId, clientId: clientA, role: 0 }, 'USER_NOT_FOUND');
  });

  it('given a role in a client, when granted in another client, then granted there without switching client', () => {
    expect(when(invited, { type: 'GrantClientRole', userId, clientId: clientB, role: 0 })).toEqual([
      { type: 'UserRoleGrantedInClient', data: { userId, clientId: clientB, role: 0 } },
    ]);
  });

  it('given a role in the client, when granted a different one, then the role changes; the same one changes nothing', () => {
    expect(when(invited, { type: 'GrantClientRole', userId, clientId: clientA, role: 0 })).toEqual([
      { type: 'UserRoleChangedInClient', data: { userId, clientId: clientA, role: 0 } },
    ]);
    expect(when(invited, { type: 'GrantClientRole', userId, clientId: clientA, role: 8 })).toEqual([]);
  });

  it('given roles in two clients, when removed from the current one, then the other becomes current', () => {
    const twoClients = [
      ...invited,
      { type: 'UserRoleGrantedInClient', data: { userId, clientId: clientB, role: 8 } } as UserEvent,
    ];
    expect(when(twoClients, { type: 'RemoveFromClient', clientId: clientA })).toEqual([
      { type: 'UserRemovedFromClient', data: { userId, clientId: clientA } },
      { type: 'CurrentClientSelected', data: { userId, clientId: clientB } },
    ]);
  });

  it('given no role in a client, when selecting it as current, then not found', () => {
    thenFails(invited, { type: 'SelectCurrentClient', clientId: clientB }, 'CLIENT_NOT_FOUND');
  });

  it('given an invited person, when set-up completes, then renamed, phone verified, terms accepted, password set and set up', () => {
    expect(setUp.slice(invited.length).map((e) => e.type)).toEqual([
      'UserRenamed',
      'UserPhoneNumberChanged',
      'UserPhoneNumberVerified',
      'TermsAccepted',
      'UserPasswordChanged',
      'UserAccountSetUp',
    ]);
    thenFails(setUp, { type: 'CompleteAccountSetup' }, 'ALREADY_SET_UP');
  });

  it('given a verified phone, when the phone changes, then it must be verified again', () => {
    const changed = [
      ...setUp,
      ...when(setUp, { type: 'ChangeProfile', nameChanged: false, phoneChanged: true, alternateEmailChanged: false }),
    ];
    expect(given(changed).phoneVerified).toBe(false);
    expect(when(changed, { type: 'VerifyPhoneNumber' })).toEqual([
      { type: 'UserPhoneNumberVerified', data: { userId } },
    ]);
  });

  it('given accepted terms, when accepting again, then nothing; when declining, then declined', () => {
    expect(when(setUp, { type: 'AcceptTerms' })).toEqual([]);
    expect(when(setUp, { type: 'DeclineTerms' })).toEqual([{ type: 'TermsDeclined', data: { userId } }]);
  });

  it('given an active account, when deleted, then reactivatable for 24 hours', () => {
    expect(when(setUp, { type: 'DeleteUser', now })).toEqual(deleted.slice(setUp.length));
    expect(when(deleted, { type: 'DeleteUser', now })).toEqual([]);
  });

  it('given a deleted account, when a profile change is attempted, then the user is disabled', () => {
    thenFails(deleted, { type: 'ChangePassword' }, 'USER_DISABLED');
  });

  it('given a deleted account, when reactivated within 24 hours, then it is active again', () => {
    const events = when(deleted, { type: 'ReactivateUser', now: '2026-11-23T09:59:59.000Z' });
    expect(events).toEqual([{ type: 'UserReactivated', data: { userId } }]);
    expect(given([...deleted, ...events]).status).toBe('active');
  });

  it('given a deleted account, when reactivated after 24 hours, then refused', () => {
    thenFails(deleted, { type: 'ReactivateUser', now: '2026-11-23T10:00:00.000Z' }, 'REACTIVATION_WINDOW_PASSED');
  });

  it('given a deleted account, when erased before the window ends, then refused; after it, then erased once', () => {
    thenFails(deleted, { type: 'EraseUser', now: '2026-11-23T09:00:00.000Z' }, 'NOT_ERASABLE');
    const erased = when(deleted, { type: 'EraseUser', now: '2026-11-23T10:00:00.000Z' });
    expect(erased).toEqual([{ type: 'UserErased', data: { userId } }]);
    expect(when([...deleted, ...erased], { type: 'EraseUser', now: '2026-11-24T00:00:00.000Z' })).toEqual([]);
  });

  it('given an active account, when erasure is attempted, then refused', () => {
    thenFails(setUp, { type: 'EraseUser', now }, 'NOT_ERASABLE');
  });

  it('no event carries personal data: every payload holds ids, roles and times only', () => {
    const all = [
      ...deleted,
      ...when(setUp, { type: 'ChangeProfile', nameChanged: true, phoneChanged: true, alternateEmailChanged: true }),
    ];
    for (const event of all) {
      for (const key of Object.keys(event.data))
        expect(['userId', 'clientId', 'role', 'deletedAt', 'erasableAfter']).toContain(key);
    }
  });
});

describe('user decider: accounts a client identity provider brings in or links (issue 31)', () => {
  const issuer = 'https://idp.example.com';
  const subject = 'sub-1';

  it('given nothing, when signed up through a provider, then the person exists, set up, in that client only', () => {
    expect(when([], { type: 'SignUpWithSso', userId, clientId: clientA, role: 8, issuer, subject })).toEqual([
      { type: 'UserSignedUpWithSso', data: { userId, clientId: clientA, issuer, subject } },
      { type: 'UserRoleGrantedInClient', data: { userId, clientId: clientA, role: 8 } },
      { type: 'CurrentClientSelected', data: { userId, clientId: clientA } },
      { type: 'UserAccountSetUp', data: { userId } },
    ]);
  });

  it('never brings in a Global Administrator, nor an account that exists', () => {
    thenFails(
      [],
      { type: 'SignUpWithSso', userId, clientId: clientA, role: 5, issuer, subject },
      'GLOBAL_ADMINISTRATOR',
    );
    thenFails(setUp, { type: 'SignUpWithSso', userId, clientId: clientA, role: 8, issuer, subject }, 'USER_EXISTS');
  });

  it('links a set-up account of the client; an invited one is set up by the link', () => {
    expect(when(setUp, { type: 'LinkIdentity', clientId: clientA, issuer, subject })).toEqual([
      { type: 'UserIdentityLinked', data: { userId, clientId: clientA, issuer, subject } },
    ]);
    expect(when(invited, { type: 'LinkIdentity', clientId: clientA, issuer, subject })).toEqual([
      { type: 'UserIdentityLinked', data: { userId, clientId: clientA, issuer, subject } },
      { type: 'UserAccountSetUp', data: { userId } },
    ]);
  });

  it('refuses a link into another client, of a Global Administrator, or of a disabled account', () => {
    thenFails(setUp, { type: 'LinkIdentity', clientId: clientB, issuer, subject }, 'NOT_IN_CLIENT');
    const global: UserEvent[] = [
      ...setUp,
      { type: 'UserRoleGrantedInClient', data: { userId, clientId: clientB, role: 5 } },
    ];
    thenFails(global, { type: 'LinkIdentity', clientId: clientA, issuer, subject }, 'GLOBAL_ADMINISTRATOR');
    thenFails(deleted, { type: 'LinkIdentity', clientId: clientA, issuer, subject }, 'USER_DISABLED');
  });
});
