import { contentOf, inHours } from './reflections-test-kit';
import { REFLECTION_NAME, type TenancyWorld } from './tenancy-world';
import { STAGE } from './workspaces-test-kit';

/**
 * The tenancy matrix's rules (backend/src/http/tenancy-matrix.int.spec.ts), one per route with an id of the
 * OpenAPI document, keyed 'METHOD /api/path' as documented: which of client A's things each id names, a body that
 * succeeds, what A's uninvolved User (and team member) get, who the id belongs to and the 2xx they get. An
 * administrator of another client gets 404 everywhere, so it has no column.
 */
type W = TenancyWorld;
/** 'globalAdmin': a Global Administrator working in A, for what only role 5 may do (deleting a team role) */
export type Rightful = 'admin' | 'globalAdmin' | 'receiver' | 'observer';
/** What A's uninvolved User gets: refused (403/404), or allowed with the reason it is theirs to see. */
export type UserRule = 403 | 404 | { status: number; because: string };
export interface Rule {
  /** A's value for each path parameter and id query parameter */
  ids: (w: W) => Record<string, string>;
  /** other query parameters the route needs to succeed */
  query?: Record<string, string>;
  /** more query parameters that take the route down another path (?at=: the events as of now), each probed too */
  variants?: () => Record<string, string>[];
  body?: (w: W) => object;
  user: UserRule;
  /** what A's team member who is assigned nothing gets, when it differs from `user` */
  member?: UserRule;
  rightful: [Rightful, number];
  /** the rightful calls run in this order (default 0): what destroys or closes something comes last */
  order?: 1 | 2;
  /**
   * What the route answers today where it departs from the rules (for both refused callers), and why that is not
   * a leak; the answer must still carry nothing of A's. The suite fails once the route follows the rules.
   */
  deviation?: { status: number; finding: string };
  /** the route is another engineer's work in progress: its rule stays while the document may not list it yet */
  ifDocumented?: true;
}

const teamBody = (w: W) => ({
  team_name: `${w.clientName} founders`,
  description: 'The founding team',
  team_type: 'COFOUNDER_TEAM',
  stage: STAGE,
});
/** The builder's Save: the document as loaded, with the revision loaded. */
const contentBody = (view: W['draft']) => ({ ...contentOf(view), revision: view.revision });
const published = (w: W) => ({ id: w.published.assessment_id });
const session = (w: W) => ({ sessionId: w.sessionId });
const message = (w: W) => ({ sessionId: w.sessionId, messageId: w.messageId });

export const RULES: Record<string, Rule> = {
  // users: the person's email is the id
  'GET /api/users/{email}': { ids: (w) => ({ email: w.receiver.email }), user: 403, rightful: ['admin', 200] },
  'PUT /api/users/{email}': {
    ids: (w) => ({ email: w.receiver.email }),
    body: (w) => ({ name: w.receiver.name }),
    user: 403,
    rightful: ['admin', 200],
  },
  'POST /api/users/{email}/forgotpassword': {
    ids: (w) => ({ email: w.spareEmail }),
    user: 403,
    rightful: ['admin', 200],
  },
  'DELETE /api/users/{email}': { ids: (w) => ({ email: w.spareEmail }), user: 403, rightful: ['admin', 200], order: 1 },
  // clients and their team roles
  'PUT /api/clients/{id}': {
    ids: (w) => ({ id: w.clientId }),
    body: (w) => ({
      client_id: w.clientId,
      client_name: w.clientName,
      description: w.clientName,
      industry_id: 'consumer',
    }),
    user: 403,
    rightful: ['admin', 200],
  },
  // the client's single sign-on (issue 31): its administrators only
  'GET /api/clients/{id}/sso': { ids: (w) => ({ id: w.clientId }), user: 403, rightful: ['admin', 200] },
  'PUT /api/clients/{id}/sso': {
    ids: (w) => ({ id: w.clientId }),
    body: (w) => ({
      issuer: 'https://idp.example.com',
      oidc_client_id: 'matrix',
      client_secret: 'matrix-secret',
      domains: [`matrix-${w.clientId.slice(0, 8)}.test`],
      role: 8,
      required: false,
      sms_after_sso: false,
    }),
    user: 403,
    rightful: ['admin', 200],
  },
  'DELETE /api/clients/{id}/sso': { ids: (w) => ({ id: w.clientId }), user: 403, rightful: ['admin', 200], order: 1 },
  // the Test button's discovery: an issuer that answers nothing, so the rightful caller gets past the scope to 502
  'POST /api/clients/{id}/sso/test': {
    ids: (w) => ({ id: w.clientId }),
    body: () => ({ issuer: 'http://127.0.0.1:9/' }),
    user: 403,
    rightful: ['admin', 502],
  },
  'GET /api/clients/{client_id}/team_roles': {
    ids: (w) => ({ client_id: w.clientId }),
    user: { status: 200, because: "the team roles of the User's own client, for the team screens" },
    rightful: ['admin', 200],
  },
  'POST /api/clients/{client_id}/team_roles': {
    ids: (w) => ({ client_id: w.clientId }),
    body: () => ({ name: 'Alpha Matrix Role' }),
    user: 403,
    rightful: ['admin', 201],
  },
  'DELETE /api/clients/{client_id}/team_roles/{team_role_id}': {
    ids: (w) => ({ client_id: w.clientId, team_role_id: w.dropRoleId }),
    user: 403,
    rightful: ['globalAdmin', 200],
    order: 1,
  },
  'PUT /api/clients/{client_id}/team_roles/{team_role_id}/replace': {
    ids: (w) => ({ client_id: w.clientId, team_role_id: w.oldRoleId }),
    body: (w) => ({ team_role_id: w.newRoleId }),
    user: 403,
    rightful: ['globalAdmin', 200],
    order: 1,
  },
  // teams and members
  'GET /api/teams/{id}': {
    ids: (w) => ({ id: w.teamId }),
    user: 404,
    member: { status: 200, because: 'their own team' },
    rightful: ['admin', 200],
  },
  'PUT /api/teams/{id}': { ids: (w) => ({ id: w.teamId }), body: teamBody, user: 403, rightful: ['admin', 200] },
  'DELETE /api/teams/{id}': { ids: (w) => ({ id: w.spareTeamId }), user: 403, rightful: ['admin', 200], order: 1 },
  'GET /api/teams/{id}/members': {
    ids: (w) => ({ id: w.teamId }),
    user: 404,
    member: { status: 200, because: "their own team's members" },
    rightful: ['admin', 200],
  },
  'POST /api/teams/{id}/members': {
    ids: (w) => ({ id: w.teamId }),
    body: (w) => ({ name: 'Nia Newcomer', email: w.newcomerEmail, team_role: '2' }),
    user: 403,
    rightful: ['admin', 201],
  },
  'PUT /api/teams/{id}/members/{email}': {
    ids: (w) => ({ id: w.teamId, email: w.bystander.email }),
    body: () => ({ team_role: '9' }),
    user: 403,
    rightful: ['admin', 200],
  },
  'DELETE /api/teams/{id}/members/{email}': {
    ids: (w) => ({ id: w.teamId, email: w.bystander.email }),
    user: 403,
    rightful: ['admin', 200],
    order: 1,
  },
  'GET /api/teams/{teamId}/assessments': { ids: (w) => ({ teamId: w.teamId }), user: 403, rightful: ['admin', 200] },
  // the client's templates
  'GET /api/assessments/templates/{id}': {
    ids: (w) => ({ id: w.template.assessment_id }),
    user: 403,
    rightful: ['admin', 200],
  },
  'PUT /api/assessments/templates/{id}': {
    ids: (w) => ({ id: w.template.assessment_id }),
    body: (w) => contentBody(w.template),
    user: 403,
    rightful: ['admin', 200],
  },
  'DELETE /api/assessments/templates/{id}': {
    ids: (w) => ({ id: w.template.assessment_id }),
    user: 403,
    rightful: ['admin', 200],
    order: 1,
  },
  // reflections: drafts and published
  'GET /api/assessments/{id}': {
    ids: published,
    variants: () => [{ at: new Date().toISOString() }],
    user: 403,
    rightful: ['admin', 200],
  },
  'PUT /api/assessments/{id}': {
    ids: (w) => ({ id: w.draft.assessment_id }),
    body: (w) => contentBody(w.draft),
    user: 403,
    rightful: ['admin', 200],
  },
  'PATCH /api/assessments/{id}': {
    ids: (w) => ({ id: w.draft.assessment_id }),
    body: (w) => ({ assessment_name: w.draft.assessment_name }),
    user: 403,
    rightful: ['admin', 200],
  },
  'DELETE /api/assessments/{id}': {
    ids: (w) => ({ id: w.draft.assessment_id }),
    user: 403,
    rightful: ['admin', 200],
    order: 1,
  },
  'GET /api/assessments/{id}/history': { ids: published, user: 403, rightful: ['admin', 200] },
  'POST /api/assessments/{id}/copy': {
    ids: published,
    body: () => ({ assessment_name: 'Alpha Copy' }),
    user: 403,
    rightful: ['admin', 201],
  },
  'POST /api/assessments/{id}/publish': {
    ids: (w) => ({ id: w.draftToPublish.assessment_id }),
    body: (w) => ({
      team_id: w.teamId,
      launch_date: inHours(-1),
      due_date: inHours(24 * 7),
      members_with_roles: [{ email: w.receiver.email, observer: false, reciever: true }],
    }),
    user: 403,
    rightful: ['admin', 201],
    order: 1,
  },
  'PATCH /api/assessments/{id}/publish': {
    ids: published,
    body: () => ({ assessment_name: REFLECTION_NAME }),
    user: 403,
    rightful: ['admin', 200],
  },
  'PUT /api/assessments/{id}/publish': {
    ids: published,
    body: (w) => ({ launch_date: w.published.general_settings!.launch_date, due_date: inHours(24 * 8) }),
    user: 403,
    rightful: ['admin', 200],
  },
  // the reflection published by the rule above (order 1), still open: A's published one closes by itself when
  // the observer submits (order 1)
  'POST /api/assessments/{id}/publish/admin_close': {
    ids: (w) => ({ id: w.draftToPublish.assessment_id }),
    user: 403,
    rightful: ['admin', 201],
    order: 2,
  },
  'POST /api/assessments/{id}/remind': { ids: published, user: 403, rightful: ['admin', 201] },
  'GET /api/assessments/{id}/remind': { ids: published, user: 403, rightful: ['admin', 200] },
  // GET /assessments?assessment_id={id}: the spec's list of that one reflection
  'GET /api/assessments': {
    ids: (w) => ({ assessment_id: w.published.assessment_id }),
    user: 403,
    rightful: ['admin', 200],
  },
  // takes: the reflection's id, looked up for the caller
  'GET /api/assessments/take/{id}': { ids: published, user: 404, rightful: ['receiver', 200] },
  'PUT /api/assessments/take/{id}': {
    ids: published,
    body: () => ({ section_index: 1 }),
    user: 404,
    rightful: ['observer', 200],
  },
  'POST /api/assessments/take/{id}/complete': {
    ids: published,
    body: (w) => ({ answers: w.observerAnswers }),
    user: 404,
    rightful: ['observer', 201],
    order: 1,
  },
  // results
  'GET /api/stats': {
    ids: (w) => ({ assessment_id: w.published.assessment_id, receiver_id: w.receiver.userId }),
    query: { type: 'MINDSET' },
    variants: () => [{ at: new Date().toISOString() }],
    user: 404,
    rightful: ['admin', 200],
  },
  'GET /api/stats/status': {
    ids: (w) => ({ assessment_id: w.published.assessment_id }),
    user: 404,
    rightful: ['receiver', 200],
  },
  'GET /api/stats/open-answers': {
    ids: (w) => ({ assessment_id: w.published.assessment_id }),
    user: 404,
    rightful: ['receiver', 200],
  },
  'GET /api/stats/gaps': {
    ids: (w) => ({ assessment_id: w.published.assessment_id }),
    user: 404,
    rightful: ['receiver', 200],
  },
  'GET /api/stats/trends': {
    ids: (w) => ({ team_id: w.teamId }),
    query: { type: 'MINDSET' },
    user: 404,
    member: { status: 200, because: 'their own team: their own results across its cycles (none: they received none)' },
    rightful: ['receiver', 200],
  },
  'GET /api/stats/export.csv': {
    ids: (w) => ({ assessment_id: w.published.assessment_id }),
    user: 403,
    rightful: ['admin', 200],
  },
  'GET /api/stats/report.pdf': {
    ids: (w) => ({ assessment_id: w.published.assessment_id, receiver_id: w.receiver.userId }),
    user: 404,
    rightful: ['admin', 200],
  },
  // the mentor: each person's own sessions
  'PUT /api/mentor/chats/sessions/{sessionId}': {
    ids: session,
    body: () => ({ message: 'And what about vesting?' }),
    user: 404,
    rightful: ['receiver', 200],
  },
  'GET /api/mentor/chats/sessions/{sessionId}': { ids: session, user: 404, rightful: ['receiver', 200] },
  'PATCH /api/mentor/chats/sessions/{sessionId}': {
    ids: session,
    body: () => ({ session_name: 'Alpha renamed chat' }),
    user: 404,
    rightful: ['receiver', 200],
  },
  'DELETE /api/mentor/chats/sessions/{sessionId}': { ids: session, user: 404, rightful: ['receiver', 200], order: 1 },
  'POST /api/mentor/chats/sessions/{sessionId}/messages/{messageId}/like': {
    ids: message,
    user: 404,
    rightful: ['receiver', 200],
  },
  'POST /api/mentor/chats/sessions/{sessionId}/messages/{messageId}/unlike': {
    ids: message,
    user: 404,
    rightful: ['receiver', 200],
  },
};
