import type { ReflectionView } from '@gc/contracts';
import type { Session } from '../../src/shared/auth/auth-slice';
import { setUpAccount, type SetUpAccount } from './accounts';
import { waitForMail } from './full-stack';

/**
 * People and data a workspace journey needs besides what it clicks through: users created by an administrator with
 * POST /users (their temporary password read back from the mail catcher) and their account set-up done through the
 * API, and plain API calls as a signed-in person.
 */
export async function apiCall<T>(
  baseUrl: string,
  session: Session,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  return (await apiExchange<T>(baseUrl, session, method, path, body)).body;
}

/**
 * apiCall, answering the position a write recorded as well, and sending `minPosition` as X-Min-Position (a read
 * then answers only once the read models it reads include that write: how a journey that wrote through the API
 * makes sure the page it opens next shows it; `stale` says the api stopped waiting first).
 */
export async function apiExchange<T>(
  baseUrl: string,
  session: Session,
  method: string,
  path: string,
  body?: unknown,
  minPosition?: string,
): Promise<{ body: T; position?: string; stale: boolean }> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${session.accessToken}`,
      ...(minPosition ? { 'X-Min-Position': minPosition } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as { responseObj?: T; position?: string };
  if (!response.ok) throw new Error(`${method} /api/${path} answered ${response.status}: ${JSON.stringify(payload)}`);
  return {
    body: payload.responseObj as T,
    position: payload.position,
    // the read models were still behind minPosition when the api stopped waiting (READ_YOUR_WRITES_TIMEOUT_MS)
    stale: response.headers.get('X-Consistency') === 'stale',
  };
}

/** The administrator creates a User (role 8) in their current client; the person then completes set-up. */
export async function createMember(
  stack: { baseUrl: string; mailWebUrl: string },
  admin: Session,
  person: { name: string; email: string; password: string },
): Promise<SetUpAccount> {
  const results = await apiCall<{ status: string; reason?: { message: string } }[]>(
    stack.baseUrl,
    admin,
    'POST',
    'users',
    [{ name: person.name, email: person.email, custom_role: 8 }],
  );
  if (results[0]?.status !== 'fulfilled') throw new Error(`user not created: ${JSON.stringify(results)}`);
  const mail = await waitForMail(stack.mailWebUrl, person.email);
  const temporary = /Temporary password:\s*(\S+)/.exec(mail.text)?.[1];
  if (!temporary) throw new Error(`no temporary password in the mail to ${person.email}`);
  return setUpAccount(
    stack.baseUrl,
    { email: person.email, password: temporary },
    { name: person.name, password: person.password },
  );
}

/**
 * The first login set up as `person` (accounts.ts, setUpAccount), then a new client created with the first industry
 * and made the administrator's current one: the start of every journey that works inside a client.
 */
export async function adminOfNewClient(
  baseUrl: string,
  firstLogin: { email: string; password: string },
  person: { name: string; password: string },
  client: { client_name: string; description: string },
): Promise<{ admin: SetUpAccount; clientId: string }> {
  const admin = await setUpAccount(baseUrl, firstLogin, person);
  const industries = await apiCall<{ industry_id: string }[]>(baseUrl, admin.session, 'GET', 'industries');
  const created = await apiCall<{ client_id: string }>(baseUrl, admin.session, 'POST', 'clients', {
    ...client,
    industry_id: industries[0].industry_id,
  });
  await apiCall(baseUrl, admin.session, 'PUT', `users/${encodeURIComponent(admin.email)}`, {
    email: admin.email,
    custom_client_id: created.client_id,
  });
  return { admin, clientId: created.client_id };
}

/**
 * The Cofounder Baseline shortened to its first three sections of at most three questions each (mindset, skills,
 * team dynamics), as POST /assessments takes them, with the template's instructions: journeys stay short.
 */
export async function shortenedBaseline(
  baseUrl: string,
  session: Session,
): Promise<{ assessment_instructions: string; template_id: string; sections: object[] }> {
  const template = await apiCall<ReflectionView>(
    baseUrl,
    session,
    'GET',
    'assessments/templates/system-cofounder-baseline',
  );
  return {
    assessment_instructions: template.assessment_instructions,
    template_id: 'system-cofounder-baseline',
    sections: template.sections.slice(0, 3).map((s) => ({
      section_name: s.section_name,
      section_description: s.section_description,
      questions: s.questions.slice(0, 3).map((q) => ({
        question_type: q.question_type,
        category_id: q.category_id,
        question_id: q.question_id,
        question_prompt: q.question_prompt,
      })),
    })),
  };
}

/** A person a journey seeds: a User of the client who completed set-up, and a member of the team. */
export interface SeededPerson {
  name: string;
  email: string;
  password: string;
}

/**
 * adminOfNewClient, then `teams` (the first is the one returned) and `people`, each created as a User (createMember)
 * and added to the first team with the team role Cofounder (id '2', a system role of every client): the start of
 * every journey that publishes to a team.
 */
export async function teamOfNewClient(
  stack: { baseUrl: string; mailWebUrl: string; firstLogin: { email: string; password: string } },
  setup: {
    admin: { name: string; password: string };
    client: { client_name: string; description: string };
    teams: { team_name: string; description: string }[];
    people: SeededPerson[];
  },
): Promise<{ admin: SetUpAccount; clientId: string; teamId: string; accounts: SetUpAccount[] }> {
  const { admin, clientId } = await adminOfNewClient(stack.baseUrl, stack.firstLogin, setup.admin, setup.client);
  const call = <T>(method: string, path: string, body?: unknown) =>
    apiCall<T>(stack.baseUrl, admin.session, method, path, body);
  for (const team of setup.teams) await call('POST', 'teams', { ...team, team_type: 'COFOUNDER_TEAM', stage: 'idea' });
  const teams = await call<{ team_id: string; team_name: string }[]>('GET', 'teams');
  const teamId = teams.find((t) => t.team_name === setup.teams[0].team_name)?.team_id ?? '';
  const accounts: SetUpAccount[] = [];
  for (const person of setup.people) {
    accounts.push(await createMember(stack, admin.session, person));
    await call('POST', `teams/${encodeURIComponent(teamId)}/members`, {
      name: person.name,
      email: person.email,
      team_role: '2',
    });
  }
  return { admin, clientId, teamId, accounts };
}

/**
 * A reflection of `content` (e.g. shortenedBaseline's) created and published to the team, launched a minute ago and
 * due in a week, with every one of `receivers` a receiver; answers its id.
 */
export async function publishToTeam(
  baseUrl: string,
  admin: Session,
  reflection: { name: string; content: object; teamId: string; receivers: { email: string }[] },
): Promise<string> {
  const draft = await apiCall<ReflectionView>(baseUrl, admin, 'POST', 'assessments', {
    assessment_name: reflection.name,
    ...reflection.content,
  });
  const now = Date.now();
  await apiCall(baseUrl, admin, 'POST', `assessments/${encodeURIComponent(draft.assessment_id)}/publish`, {
    team_id: reflection.teamId,
    launch_date: new Date(now - 60_000).toISOString(),
    due_date: new Date(now + 7 * 24 * 60 * 60 * 1000).toISOString(),
    members_with_roles: reflection.receivers.map((p) => ({ email: p.email, observer: false, reciever: true })),
    revision: draft.revision,
  });
  return draft.assessment_id;
}
