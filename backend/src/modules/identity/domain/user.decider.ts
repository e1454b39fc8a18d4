import { IdentityMessages, REACTIVATION_WINDOW_MS, RoleId, WorkspaceMessages, type UserEvent } from '@gc/contracts';
import { assertNever, type Decider } from '../../../shared/decider';
import { conflict, DomainError, notFound } from '../../../shared/domain-error';

export type UserStatus = 'none' | 'invited' | 'active' | 'deleted' | 'erased';

export interface UserState {
  readonly userId: string | null;
  readonly status: UserStatus;
  /** first login finished (a reactivated account returns to this) */
  readonly setUp: boolean;
  readonly phoneVerified: boolean;
  readonly termsAccepted: boolean;
  /** clientId -> role id */
  readonly roles: Readonly<Record<string, number>>;
  /** clientId -> invited role, for invitations not yet answered */
  readonly invitations: Readonly<Record<string, number>>;
  readonly currentClientId: string | null;
  readonly erasableAfter: string | null;
}

/** Commands on one person's account. Time comes in as `now` (ISO), never from the clock. */
export type UserCommand =
  | { type: 'InviteUser'; userId: string; clientId: string; role: number }
  | { type: 'GrantClientRole'; userId: string; clientId: string; role: number }
  | { type: 'RemoveFromClient'; clientId: string }
  | { type: 'InviteToClient'; clientId: string; role: number }
  | { type: 'AcceptClientInvitation'; clientId: string }
  | { type: 'DeclineClientInvitation'; clientId: string }
  | { type: 'WithdrawClientInvitation'; clientId: string }
  | { type: 'SelectCurrentClient'; clientId: string }
  | { type: 'CompleteAccountSetup' }
  | { type: 'ChangeProfile'; nameChanged: boolean; phoneChanged: boolean; alternateEmailChanged: boolean }
  | { type: 'ChangeOrganization'; organization: string }
  | { type: 'VerifyPhoneNumber' }
  | { type: 'AcceptTerms' }
  | { type: 'DeclineTerms' }
  | { type: 'ChangePassword' }
  | { type: 'IssueTemporaryPassword'; expiresAt: string }
  | { type: 'LockOut'; lockedUntil: string }
  | { type: 'DeleteUser'; now: string }
  | { type: 'ReactivateUser'; now: string }
  | { type: 'EraseUser'; now: string }
  | { type: 'SignUpWithSso'; userId: string; clientId: string; role: number; issuer: string; subject: string }
  | { type: 'LinkIdentity'; clientId: string; issuer: string; subject: string };

export const initialUserState = (): UserState => ({
  userId: null,
  status: 'none',
  setUp: false,
  phoneVerified: false,
  termsAccepted: false,
  roles: {},
  invitations: {},
  currentClientId: null,
  erasableAfter: null,
});

function requireLiving(state: UserState): string {
  if (state.status === 'none' || state.status === 'erased' || !state.userId)
    throw notFound(IdentityMessages.userNotFound, 'USER_NOT_FOUND');
  return state.userId;
}

/** Commands a deleted account refuses until it is reactivated. */
function requireEnabled(state: UserState): string {
  const userId = requireLiving(state);
  if (state.status === 'deleted') throw new DomainError('conflict', 'User is disabled.', 'USER_DISABLED');
  return userId;
}

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'InviteUser': {
      if (state.status !== 'none') throw conflict('An account with the given email already exists.', 'USER_EXISTS');
      const { userId, clientId, role } = command;
      return [
        { type: 'UserInvited', data: { userId } },
        { type: 'UserRoleGrantedInClient', data: { userId, clientId, role } },
        { type: 'CurrentClientSelected', data: { userId, clientId } },
      ];
    }
    case 'GrantClientRole': {
      const userId = requireLiving(state);
      const { clientId, role } = command;
      const current = state.roles[clientId];
      if (current === role) return [];
      if (current !== undefined) return [{ type: 'UserRoleChangedInClient', data: { userId, clientId, role } }];
      const granted: UserEvent[] = [{ type: 'UserRoleGrantedInClient', data: { userId, clientId, role } }];
      if (state.currentClientId === null) granted.push({ type: 'CurrentClientSelected', data: { userId, clientId } });
      return granted;
    }
    case 'RemoveFromClient': {
      const userId = requireLiving(state);
      if (state.roles[command.clientId] === undefined) throw notFound(IdentityMessages.userNotFound, 'USER_NOT_FOUND');
      const removed: UserEvent[] = [{ type: 'UserRemovedFromClient', data: { userId, clientId: command.clientId } }];
      // Keep the person somewhere they have a role, so their next request resolves a client.
      const remaining = Object.keys(state.roles).filter((id) => id !== command.clientId);
      if (state.currentClientId === command.clientId && remaining.length > 0)
        removed.push({ type: 'CurrentClientSelected', data: { userId, clientId: remaining[0] } });
      return removed;
    }
    case 'InviteToClient': {
      const userId = requireLiving(state);
      const { clientId, role } = command;
      if (state.roles[clientId] !== undefined) throw conflict(IdentityMessages.alreadyInClient, 'USER_EXISTS');
      if (state.invitations[clientId] === role) return [];
      return [{ type: 'UserInvitedToClient', data: { userId, clientId, role } }];
    }
    case 'AcceptClientInvitation': {
      const userId = requireEnabled(state);
      const { clientId } = command;
      const role = state.invitations[clientId];
      if (role === undefined) throw notFound(IdentityMessages.invitationNotFound, 'INVITATION_NOT_FOUND');
      const accepted: UserEvent[] = [
        { type: 'ClientInvitationAccepted', data: { userId, clientId } },
        { type: 'UserRoleGrantedInClient', data: { userId, clientId, role } },
      ];
      if (state.currentClientId === null) accepted.push({ type: 'CurrentClientSelected', data: { userId, clientId } });
      return accepted;
    }
    case 'DeclineClientInvitation':
    case 'WithdrawClientInvitation': {
      const userId = requireLiving(state);
      const { clientId } = command;
      if (state.invitations[clientId] === undefined)
        throw notFound(IdentityMessages.invitationNotFound, 'INVITATION_NOT_FOUND');
      const type =
        command.type === 'DeclineClientInvitation' ? 'ClientInvitationDeclined' : 'ClientInvitationWithdrawn';
      return [{ type, data: { userId, clientId } }];
    }
    case 'SelectCurrentClient': {
      const userId = requireEnabled(state);
      if (state.roles[command.clientId] === undefined)
        throw notFound(WorkspaceMessages.clientNotFound, 'CLIENT_NOT_FOUND');
      if (state.currentClientId === command.clientId) return [];
      return [{ type: 'CurrentClientSelected', data: { userId, clientId: command.clientId } }];
    }
    case 'CompleteAccountSetup': {
      const userId = requireEnabled(state);
      // set-up verifies a phone: an active account without a verified one may (must) go through it again
      if (state.status !== 'invited' && state.phoneVerified)
        throw conflict('The account is already set up.', 'ALREADY_SET_UP');
      return [
        { type: 'UserRenamed', data: { userId } },
        { type: 'UserPhoneNumberChanged', data: { userId } },
        { type: 'UserPhoneNumberVerified', data: { userId } },
        ...(state.termsAccepted ? [] : [{ type: 'TermsAccepted' as const, data: { userId } }]),
        { type: 'UserPasswordChanged', data: { userId } },
        { type: 'UserAccountSetUp', data: { userId } },
      ];
    }
    case 'ChangeProfile': {
      const userId = requireEnabled(state);
      const changed: UserEvent[] = [];
      if (command.nameChanged) changed.push({ type: 'UserRenamed', data: { userId } });
      if (command.phoneChanged) changed.push({ type: 'UserPhoneNumberChanged', data: { userId } });
      if (command.alternateEmailChanged) changed.push({ type: 'UserAlternateEmailChanged', data: { userId } });
      return changed;
    }
    case 'ChangeOrganization':
      return [
        {
          type: 'UserOrganizationChanged',
          data: { userId: requireEnabled(state), organization: command.organization },
        },
      ];
    case 'VerifyPhoneNumber': {
      const userId = requireEnabled(state);
      return state.phoneVerified ? [] : [{ type: 'UserPhoneNumberVerified', data: { userId } }];
    }
    case 'AcceptTerms': {
      const userId = requireEnabled(state);
      return state.termsAccepted ? [] : [{ type: 'TermsAccepted', data: { userId } }];
    }
    case 'DeclineTerms':
      return [{ type: 'TermsDeclined', data: { userId: requireEnabled(state) } }];
    case 'ChangePassword':
      return [{ type: 'UserPasswordChanged', data: { userId: requireEnabled(state) } }];
    case 'IssueTemporaryPassword':
      return [
        { type: 'UserTemporaryPasswordIssued', data: { userId: requireEnabled(state), expiresAt: command.expiresAt } },
      ];
    case 'LockOut':
      return [{ type: 'UserLockedOut', data: { userId: requireEnabled(state), lockedUntil: command.lockedUntil } }];
    case 'DeleteUser': {
      const userId = requireLiving(state);
      if (state.status === 'deleted') return [];
      const erasableAfter = new Date(Date.parse(command.now) + REACTIVATION_WINDOW_MS).toISOString();
      return [{ type: 'UserDeleted', data: { userId, deletedAt: command.now, erasableAfter } }];
    }
    case 'ReactivateUser': {
      const userId = requireLiving(state);
      if (state.status !== 'deleted') return [];
      if (Date.parse(command.now) >= Date.parse(state.erasableAfter ?? command.now))
        throw conflict('The 24-hour reactivation window has passed.', 'REACTIVATION_WINDOW_PASSED');
      return [{ type: 'UserReactivated', data: { userId } }];
    }
    case 'EraseUser': {
      if (state.status === 'erased') return [];
      const userId = requireLiving(state);
      if (state.status !== 'deleted' || Date.parse(command.now) < Date.parse(state.erasableAfter ?? command.now))
        throw conflict('Only an account deleted more than 24 hours ago can be erased.', 'NOT_ERASABLE');
      return [{ type: 'UserErased', data: { userId } }];
    }
    case 'SignUpWithSso': {
      if (state.status !== 'none') throw conflict('An account with the given email already exists.', 'USER_EXISTS');
      if (command.role === RoleId.GlobalAdministrator)
        throw new DomainError(
          'forbidden',
          'A provider never brings in a Global Administrator.',
          'GLOBAL_ADMINISTRATOR',
        );
      const { userId, clientId, role, issuer, subject } = command;
      return [
        { type: 'UserSignedUpWithSso', data: { userId, clientId, issuer, subject } },
        { type: 'UserRoleGrantedInClient', data: { userId, clientId, role } },
        { type: 'CurrentClientSelected', data: { userId, clientId } },
        { type: 'UserAccountSetUp', data: { userId } },
      ];
    }
    case 'LinkIdentity': {
      const userId = requireEnabled(state);
      const { clientId, issuer, subject } = command;
      // a provider signs people into its own client only, and never a Global Administrator (in any client)
      if (state.roles[clientId] === undefined)
        throw new DomainError('forbidden', 'The account is not part of this client.', 'NOT_IN_CLIENT');
      if (Object.values(state.roles).includes(RoleId.GlobalAdministrator))
        throw new DomainError('forbidden', 'A provider never signs in a Global Administrator.', 'GLOBAL_ADMINISTRATOR');
      const linked: UserEvent[] = [{ type: 'UserIdentityLinked', data: { userId, clientId, issuer, subject } }];
      // an invited person who never set a password is set up by the provider's sign-in
      if (!state.setUp) linked.push({ type: 'UserAccountSetUp', data: { userId } });
      return linked;
    }
    default:
      return assertNever(command);
  }
}

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserInvited':
    case 'UserSignedUpWithSso':
      return { ...state, userId: event.data.userId, status: 'invited' };
    case 'UserRoleGrantedInClient':
    case 'UserRoleChangedInClient':
      return { ...state, roles: { ...state.roles, [event.data.clientId]: event.data.role } };
    case 'UserRemovedFromClient': {
      const roles = { ...state.roles };
      delete roles[event.data.clientId];
      return {
        ...state,
        roles,
        currentClientId: state.currentClientId === event.data.clientId ? null : state.currentClientId,
      };
    }
    case 'CurrentClientSelected':
      return { ...state, currentClientId: event.data.clientId };
    case 'UserInvitedToClient':
      return { ...state, invitations: { ...state.invitations, [event.data.clientId]: event.data.role } };
    case 'ClientInvitationAccepted':
    case 'ClientInvitationDeclined':
    case 'ClientInvitationWithdrawn': {
      const invitations = { ...state.invitations };
      delete invitations[event.data.clientId];
      return { ...state, invitations };
    }
    case 'UserAccountSetUp':
      return { ...state, status: 'active', setUp: true };
    case 'UserPhoneNumberChanged':
      return { ...state, phoneVerified: false };
    case 'UserPhoneNumberVerified':
      return { ...state, phoneVerified: true };
    case 'TermsAccepted':
      return { ...state, termsAccepted: true };
    case 'TermsDeclined':
      return { ...state, termsAccepted: false };
    case 'UserDeleted':
      return { ...state, status: 'deleted', erasableAfter: event.data.erasableAfter };
    case 'UserReactivated':
      return { ...state, status: state.setUp ? 'active' : 'invited', erasableAfter: null };
    case 'UserErased':
      return { ...initialUserState(), userId: event.data.userId, status: 'erased' };
    case 'UserRenamed':
    case 'UserAlternateEmailChanged':
    case 'UserOrganizationChanged':
    case 'UserPasswordChanged':
    case 'UserTemporaryPasswordIssued':
    case 'UserLockedOut':
    case 'UserIdentityLinked':
      return state;
    default:
      return assertNever(event);
  }
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
