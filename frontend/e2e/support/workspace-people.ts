import type { AssessmentView } from '@gc/contracts';
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
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.accessToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as { responseObj?: T };
  if (!response.ok) throw new Error(`${method} /api/${path} answered ${response.status}: ${JSON.stringify(payload)}`);
  return payload.responseObj as T;
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
  const template = await apiCall<AssessmentView>(
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
