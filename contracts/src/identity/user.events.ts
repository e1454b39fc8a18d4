/**
 * Facts about a person's account (stream `user-{userId}`). Events name people by user id only: names, emails,
 * phone numbers, password hashes, codes and tokens live in ordinary tables (personal_data and the secrets tables),
 * so erasing a person never means rewriting history. The actor of each fact is in the event metadata.
 */
type Fact<TType extends string, TData> = { readonly type: TType; readonly data: TData };
type UserRef = { readonly userId: string };

/** An administrator (or the bootstrap) created the account; the person has yet to sign in and set it up. */
export type UserInvited = Fact<'UserInvited', UserRef>;
export type UserRoleGrantedInClient = Fact<
  'UserRoleGrantedInClient',
  UserRef & { readonly clientId: string; readonly role: number }
>;
export type UserRoleChangedInClient = Fact<
  'UserRoleChangedInClient',
  UserRef & { readonly clientId: string; readonly role: number }
>;
/**
 * An administrator of `clientId` asked a person who already has an account (in other clients) to join it. Nothing
 * changes for the person until they accept: the inviting client learns nothing about the account.
 */
export type UserInvitedToClient = Fact<
  'UserInvitedToClient',
  UserRef & { readonly clientId: string; readonly role: number }
>;
/** The person accepted: they hold the invited role in the client from now on (a UserRoleGrantedInClient follows). */
export type ClientInvitationAccepted = Fact<'ClientInvitationAccepted', UserRef & { readonly clientId: string }>;
export type ClientInvitationDeclined = Fact<'ClientInvitationDeclined', UserRef & { readonly clientId: string }>;
/** The inviting client's administrator took the invitation back before it was answered. */
export type ClientInvitationWithdrawn = Fact<'ClientInvitationWithdrawn', UserRef & { readonly clientId: string }>;
export type UserRemovedFromClient = Fact<'UserRemovedFromClient', UserRef & { readonly clientId: string }>;
export type CurrentClientSelected = Fact<'CurrentClientSelected', UserRef & { readonly clientId: string }>;
/** First login finished: name and password set, phone verified, terms accepted. */
export type UserAccountSetUp = Fact<'UserAccountSetUp', UserRef>;
export type UserRenamed = Fact<'UserRenamed', UserRef>;
/** The phone number changed (so it is unverified until a code confirms it). */
export type UserPhoneNumberChanged = Fact<'UserPhoneNumberChanged', UserRef>;
export type UserPhoneNumberVerified = Fact<'UserPhoneNumberVerified', UserRef>;
export type UserAlternateEmailChanged = Fact<'UserAlternateEmailChanged', UserRef>;
export type UserOrganizationChanged = Fact<'UserOrganizationChanged', UserRef & { readonly organization: string }>;
export type TermsAccepted = Fact<'TermsAccepted', UserRef>;
export type TermsDeclined = Fact<'TermsDeclined', UserRef>;
export type UserPasswordChanged = Fact<'UserPasswordChanged', UserRef>;
/** A temporary one-time password was issued (by an administrator, valid 24 hours). */
export type UserTemporaryPasswordIssued = Fact<'UserTemporaryPasswordIssued', UserRef & { readonly expiresAt: string }>;
/** Too many wrong passwords or codes: sign-in is suspended until lockedUntil (or a password reset). */
export type UserLockedOut = Fact<'UserLockedOut', UserRef & { readonly lockedUntil: string }>;
/** The account was deleted (disabled); it may be reactivated until erasableAfter, then it is erased. */
export type UserDeleted = Fact<'UserDeleted', UserRef & { readonly deletedAt: string; readonly erasableAfter: string }>;
export type UserReactivated = Fact<'UserReactivated', UserRef>;
/**
 * A first sign-in through a client's own identity provider created the account (issue 31): in `clientId`, through
 * the provider `issuer`, whose opaque id for the person is `subject`. A UserRoleGrantedInClient, a
 * CurrentClientSelected and a UserAccountSetUp follow (the provider verified the person; there is no password).
 */
export type UserSignedUpWithSso = Fact<
  'UserSignedUpWithSso',
  UserRef & { readonly clientId: string; readonly issuer: string; readonly subject: string }
>;
/** An existing account of `clientId` signed in through its provider for the first time and is linked to it. */
export type UserIdentityLinked = Fact<
  'UserIdentityLinked',
  UserRef & { readonly clientId: string; readonly issuer: string; readonly subject: string }
>;
/** Personal data, secrets and read-model rows of the person were destroyed; only this id remains. */
export type UserErased = Fact<'UserErased', UserRef>;

export type UserEvent =
  | UserInvited
  | UserRoleGrantedInClient
  | UserRoleChangedInClient
  | UserRemovedFromClient
  | UserInvitedToClient
  | ClientInvitationAccepted
  | ClientInvitationDeclined
  | ClientInvitationWithdrawn
  | CurrentClientSelected
  | UserAccountSetUp
  | UserRenamed
  | UserPhoneNumberChanged
  | UserPhoneNumberVerified
  | UserAlternateEmailChanged
  | UserOrganizationChanged
  | TermsAccepted
  | TermsDeclined
  | UserPasswordChanged
  | UserTemporaryPasswordIssued
  | UserLockedOut
  | UserDeleted
  | UserReactivated
  | UserErased
  | UserSignedUpWithSso
  | UserIdentityLinked;

export type UserEventType = UserEvent['type'];

export const USER_EVENT_TYPES: readonly UserEventType[] = [
  'UserInvited',
  'UserRoleGrantedInClient',
  'UserRoleChangedInClient',
  'UserRemovedFromClient',
  'UserInvitedToClient',
  'ClientInvitationAccepted',
  'ClientInvitationDeclined',
  'ClientInvitationWithdrawn',
  'CurrentClientSelected',
  'UserAccountSetUp',
  'UserRenamed',
  'UserPhoneNumberChanged',
  'UserPhoneNumberVerified',
  'UserAlternateEmailChanged',
  'UserOrganizationChanged',
  'TermsAccepted',
  'TermsDeclined',
  'UserPasswordChanged',
  'UserTemporaryPasswordIssued',
  'UserLockedOut',
  'UserDeleted',
  'UserReactivated',
  'UserErased',
  'UserSignedUpWithSso',
  'UserIdentityLinked',
];

export const userStream = (userId: string) => `user-${userId}`;

/**
 * The client the first Global Administrator's role is granted in before any client exists. The workspaces
 * bootstrap step creates the client with this id ('GrowthCatalyst' by default).
 */
export const BOOTSTRAP_CLIENT_ID = '00000000-0000-4000-8000-000000000001';
