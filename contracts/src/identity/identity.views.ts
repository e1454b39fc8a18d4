import type { ChallengeName } from './sign-in.dto';

/** The signed-in person as sign-in and /auth/me describe them; `role` is their role in the current client. */
export interface SessionUserView {
  id: string;
  email: string;
  name: string;
  role: number | null;
  clientId: string | null;
}

export interface TokensView {
  accessToken: string;
  refreshToken: string;
  /** seconds until the access token expires */
  expiresIn: number;
  user: SessionUserView;
}

export interface ChallengeView {
  challenge: ChallengeName;
  session: string;
  /** where the SMS code went, masked ('+*******4567'); only for SMS_MFA */
  destination?: string;
  /**
   * Only for ACCOUNT_SETUP, and only when the administrator typed one: the name they gave when adding this person,
   * to start the 'Welcome!' form with. It is the person's own name, told only to whoever knew their password.
   */
  name?: string;
  /** Only for PHONE_SETUP (after a sign-in through a client's provider): the person's own email, for sendcode/confirmcode */
  email?: string;
}

export type SignInResultView = TokensView | ChallengeView;

export interface MeView extends SessionUserView {
  phone_number: string | null;
  phone_number_verified: boolean;
  alternate_email: string | null;
  terms_accepted: boolean;
  /** 'PENDING_LOGIN' | 'ACTIVE' | 'DELETED' */
  status: string;
  clients: { clientId: string; role: number }[];
  /** this session came from the client's identity provider (issue 31): it owns MFA, our SMS prompts do not apply */
  signed_in_with_sso: boolean;
}

/** The spec's User entity (admin spec section 3), as GET /users and GET /users/{email} answer it. */
export interface UserView {
  user_id: string;
  name: string | null;
  email: string;
  /** '5' Global Administrator, '0' Client Administrator, '8' User */
  custom_role: string;
  role_label: string;
  profile: string | null;
  custom_organization: string | null;
  /** 'true' or 'false' */
  Enabled: string;
  phone_number: string | null;
  phone_number_verified: boolean;
  /** 'PENDING_LOGIN' | 'ACTIVE' | 'DELETED' */
  status: string;
  UserCreateDate: string;
  UserLastModifiedDate: string;
  /** when a deleted account stops being reactivatable (ISO), else null */
  reactivatable_until: string | null;
  custom_baseline_assessment: string | null;
  /** the one row action of the Manage Users list (see userRowAction) */
  action: UserRowAction;
}

/** The row action of Manage Users (admin spec section 4, 'User row status'). */
export type UserRowAction = 'EDIT USER' | 'RESET PASSWORD' | 'REACTIVATE';

/** Per-item outcome of list calls (POST /users, DELETE /users), shaped like Promise.allSettled. */
export type ItemResult<T> =
  { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: { message: string; email?: string } };

/** One row of a CSV import's report. */
export interface ImportRowResult {
  /** 1-based line number in the file (the header is line 1) */
  line: number;
  email: string | null;
  status: 'created' | 'rejected';
  reason: string | null;
}

/** POST /users/import's answer: one row per data line of the file, in file order. */
export interface ImportReportView {
  rows: ImportRowResult[];
  created: number;
  rejected: number;
}

/** An invitation to join another client, as its invitee sees it (GET /users/me/invitations). */
export interface ClientInvitationView {
  clientId: string;
  clientName: string;
  role: number;
  role_label: string;
}
