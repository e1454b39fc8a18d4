import { BOOTSTRAP_CLIENT_ID, IdentityMessages as M, RoleId } from '@gc/contracts';
import { QueueName } from '../../../infrastructure/queue/queue-names';
import { QueueService } from '../../../infrastructure/queue/queue.service';
import { systemContext } from '../../../shared/command-context';
import { createSignedInUser, TEST_PASSWORD, type SignedInUser } from '../../../test-support/identity';
import type { TestApp } from '../../../test-support/test-app';
import { UserAccounts } from '../../identity';
import { erasureJobId } from '../erasure/user-erasure.service';
import { Clock } from '../../../shared/clock';
import {
  createTestAppWithMail,
  temporaryPasswordMailedTo,
  waitForMail,
  type TestMailCatcher,
} from '../../../test-support/mail-catcher';
import { ReadYourWrites } from '../../../http/read-your-writes';

jest.setTimeout(60_000);

const OTHER_CLIENT = '00000000-0000-4000-8000-0000000000aa';
const HOUR = 3600_000;

describe('Manage All Users and profile (HTTP /users)', () => {
  let t: TestApp;
  let mail: TestMailCatcher;
  let globalAdmin: SignedInUser;
  let clientAdmin: SignedInUser;
  let member: SignedInUser;
  let outsider: SignedInUser;

  beforeAll(async () => {
    const app = await createTestAppWithMail();
    [t, mail] = [app, app.mail];
    globalAdmin = await createSignedInUser(t, { role: RoleId.GlobalAdministrator, clientId: BOOTSTRAP_CLIENT_ID });
    clientAdmin = await createSignedInUser(t, { role: RoleId.ClientAdministrator, clientId: BOOTSTRAP_CLIENT_ID });
    member = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID, name: 'Mary Member' });
    outsider = await createSignedInUser(t, { role: RoleId.User, clientId: OTHER_CLIENT });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });

  const email = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const signIn = (address: string, password: string) =>
    t.http().post('/api/auth/sign-in').send({ email: address, password });
  const createUsers = (admin: SignedInUser, body: object) => admin.auth(t.http().post('/api/users')).send(body);

  it('given an admin, when adding a new user, then the temporary password arrives by mail and starts ACCOUNT_SETUP', async () => {
    const address = email('new');
    const res = await createUsers(clientAdmin, [{ name: 'Nora New', email: address, custom_role: 8 }]).expect(201);
    expect(res.body.responseObj).toEqual([
      {
        status: 'fulfilled',
        value: expect.objectContaining({
          email: address,
          name: 'Nora New',
          custom_role: '8',
          Enabled: 'true',
          status: 'Invited',
          action: 'RESET PASSWORD',
        }),
      },
    ]);
    const password = await temporaryPasswordMailedTo(mail.webUrl, address);
    const started = await signIn(address, password).expect(200);
    expect(started.body.responseObj.challenge).toBe('ACCOUNT_SETUP');
    // the 'Welcome!' form starts with the name the administrator typed, and the challenge tells nothing else
    expect(Object.keys(started.body.responseObj).sort()).toEqual(['challenge', 'name', 'session']);
    expect(started.body.responseObj.name).toBe('Nora New');
  });

  it('given a wrong password for a person added with a name, when signing in, then the answer does not tell the name', async () => {
    const address = email('quiet');
    await createUsers(clientAdmin, [{ name: 'Quinn Quiet', email: address, custom_role: 8 }]).expect(201);
    await temporaryPasswordMailedTo(mail.webUrl, address);
    const refused = await signIn(address, 'Not-The-Password#1').expect(401);
    expect(JSON.stringify(refused.body)).not.toContain('Quinn');
  });

  it('given a list with a bad item, when adding users, then each item is settled on its own', async () => {
    const good = email('good');
    const res = await createUsers(globalAdmin, [
      { name: 'Gil Good', email: good, custom_role: 0 },
      { name: 'Bad Role', email: email('bad'), custom_role: 3 },
      { name: '', email: 'not-an-email', custom_role: 8 },
      { name: 'Mary Again', email: member.email, custom_role: 8 },
    ]).expect(201);
    const [ok, badRole, badFields, existing] = res.body.responseObj;
    expect(ok).toMatchObject({ status: 'fulfilled', value: { email: good, custom_role: '0' } });
    expect(badRole).toMatchObject({ status: 'rejected', reason: { message: M.invalidRole } });
    expect(badFields.status).toBe('rejected');
    expect(existing).toMatchObject({ status: 'rejected', reason: { message: M.alreadyInClient } });
  });

  it('given an account of another client, when an admin adds its email, then it is invited, answered like a new person, and joins only when it accepts', async () => {
    const res = await createUsers(clientAdmin, [{ name: 'Otto Outsider', email: outsider.email, custom_role: 8 }]);
    expect(res.body.responseObj[0]).toMatchObject({
      status: 'fulfilled',
      value: { email: outsider.email, name: 'Otto Outsider', custom_role: '8', status: 'Invited', phone_number: null },
    });
    expect(JSON.stringify(res.body)).not.toContain(outsider.phone);
    const accounts = t.app.get(UserAccounts);
    expect(Object.keys((await accounts.state(outsider.userId)).roles)).toHaveLength(1);
    await clientAdmin.auth(t.http().get(`/api/users/${outsider.email}`)).expect(404);
    await waitForMail(mail.webUrl, outsider.email, /invited to join/);

    const invitations = await outsider.auth(t.http().get('/api/users/me/invitations')).expect(200);
    expect(invitations.body.responseObj).toEqual([
      expect.objectContaining({ clientId: BOOTSTRAP_CLIENT_ID, role: 8, role_label: 'User' }),
    ]);
    await outsider.auth(t.http().post(`/api/users/me/invitations/${BOOTSTRAP_CLIENT_ID}/accept`)).expect(200);
    expect(Object.keys((await accounts.state(outsider.userId)).roles)).toHaveLength(2);
    const joined = await clientAdmin.auth(t.http().get(`/api/users/${outsider.email}`)).expect(200);
    expect(joined.body.responseObj[0]).toMatchObject({ email: outsider.email, custom_role: '8' });
    await outsider.auth(t.http().post(`/api/users/me/invitations/${BOOTSTRAP_CLIENT_ID}/accept`)).expect(404);
    // restore the fixture: the outsider belongs to the other client only
    await accounts
      .execute(outsider.userId, { type: 'RemoveFromClient', clientId: BOOTSTRAP_CLIENT_ID }, systemContext())
      .then((r) => t.app.get(ReadYourWrites).settle(r.position));
  });

  it('given a Client Administrator, when creating or promoting a Global Administrator, then 403 and nothing changes', async () => {
    const address = email('escalate');
    await createUsers(clientAdmin, [{ name: 'Eve Escalate', email: address, custom_role: 5 }]).expect(403);
    expect(await t.app.get(UserAccounts).findByEmail(address)).toBeNull();
    await clientAdmin
      .auth(t.http().put(`/api/users/${member.email}`))
      .send({ custom_role: 5 })
      .expect(403);
    // nor may they act on a Global Administrator
    await clientAdmin
      .auth(t.http().put(`/api/users/${globalAdmin.email}`))
      .send({ name: 'Demoted Admin' })
      .expect(403);
    await clientAdmin.auth(t.http().delete(`/api/users/${globalAdmin.email}`)).expect(403);
    const view = await globalAdmin.auth(t.http().get(`/api/users/${member.email}`)).expect(200);
    expect(view.body.responseObj[0].custom_role).toBe('8');
  });

  it('given a User, when calling any /users write or list, then 403; their own user reads fine', async () => {
    await member.auth(t.http().get('/api/users')).expect(403);
    await createUsers(member, [{ name: 'Any One', email: email('any'), custom_role: 8 }]).expect(403);
    await member
      .auth(t.http().put(`/api/users/${clientAdmin.email}`))
      .send({ name: 'Some Name' })
      .expect(403);
    await member.auth(t.http().delete(`/api/users/${clientAdmin.email}`)).expect(403);
    await member
      .auth(t.http().delete('/api/users'))
      .send({ emails: [clientAdmin.email] })
      .expect(403);
    await member.auth(t.http().post(`/api/users/${clientAdmin.email}/forgotpassword`)).expect(403);
    await member.auth(t.http().post('/api/users/import').send({ csv: 'name,email,permission\n' })).expect(403);
    await member.auth(t.http().get(`/api/users/${clientAdmin.email}`)).expect(403);
    const own = await member.auth(t.http().get(`/api/users/${member.email}`)).expect(200);
    expect(own.body.responseObj[0]).toMatchObject({ email: member.email, action: 'EDIT USER' });
  });

  it("given another client's user, when an admin reads, edits, deletes or resets them, then 404", async () => {
    const list = await clientAdmin.auth(t.http().get('/api/users')).expect(200);
    const emails = list.body.responseObj.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining([clientAdmin.email, member.email, globalAdmin.email]));
    expect(emails).not.toContain(outsider.email);
    await clientAdmin.auth(t.http().get(`/api/users/${outsider.email}`)).expect(404);
    await clientAdmin
      .auth(t.http().put(`/api/users/${outsider.email}`))
      .send({ name: 'Renamed Outsider' })
      .expect(404);
    await clientAdmin.auth(t.http().delete(`/api/users/${outsider.email}`)).expect(404);
    await clientAdmin.auth(t.http().post(`/api/users/${outsider.email}/forgotpassword`)).expect(404);
    const reactivate = await createUsers(clientAdmin, [{ email: outsider.email }]).expect(201);
    expect(reactivate.body.responseObj[0]).toMatchObject({ status: 'rejected', reason: { message: 'User not found' } });
  });

  it('given the role filter, when listing, then only that role is answered', async () => {
    const admins = await globalAdmin.auth(t.http().get('/api/users?role=0')).expect(200);
    expect(admins.body.responseObj.length).toBeGreaterThan(0);
    expect(admins.body.responseObj.every((u: { custom_role: string }) => u.custom_role === '0')).toBe(true);
    await globalAdmin.auth(t.http().get('/api/users?role=3')).expect(400);
  });

  it('given an admin, when editing a user, then role, name and organization change and the user is answered', async () => {
    const target = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
    const res = await clientAdmin
      .auth(t.http().put(`/api/users/${target.email}`))
      .send({ email: target.email, custom_role: 0, name: 'Renamed Person', custom_organization: 'Acme' })
      .expect(200);
    expect(res.body.responseObj).toMatchObject({
      email: target.email,
      custom_role: '0',
      role_label: 'Client Administrator',
      name: 'Renamed Person',
      custom_organization: 'Acme',
    });
    const empty = await clientAdmin
      .auth(t.http().put(`/api/users/${target.email}`))
      .send({ name: ' ' })
      .expect(400);
    expect(empty.body.message).toBe(M.editUserName);
  });

  it('given oneself, when switching client, then only to a client where one holds a role', async () => {
    const traveller = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
    await clientAdmin
      .auth(t.http().put(`/api/users/${traveller.email}`))
      .send({ custom_client_id: BOOTSTRAP_CLIENT_ID })
      .expect(403);
    await traveller
      .auth(t.http().put(`/api/users/${traveller.email}`))
      .send({ email: traveller.email, custom_client_id: OTHER_CLIENT })
      .expect(404);
    const accounts = t.app.get(UserAccounts);
    const granted = await accounts.execute(
      traveller.userId,
      { type: 'GrantClientRole', userId: traveller.userId, clientId: OTHER_CLIENT, role: RoleId.ClientAdministrator },
      systemContext(),
    );
    await t.app.get(ReadYourWrites).settle(granted.position);
    const res = await traveller
      .auth(t.http().put(`/api/users/${traveller.email}`))
      .send({ email: traveller.email, custom_client_id: OTHER_CLIENT })
      .expect(200);
    expect(res.body.responseObj).toMatchObject({ email: traveller.email, custom_role: '0' });
    const me = await traveller.auth(t.http().get('/api/auth/me')).expect(200);
    expect(me.body.responseObj).toMatchObject({ clientId: OTHER_CLIENT, role: 0 });
  });

  it('given oneself, when editing the profile with a new phone, then it is saved and unverified', async () => {
    const person = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
    const data = { name: 'Paula Profile', alternate_email: 'paula.other@example.test', phone_number: '+15557654321' };
    const res = await person
      .auth(t.http().put(`/api/users/${person.email}`))
      .send({ email: person.email, data })
      .expect(200);
    expect(res.body.responseObj).toMatchObject({
      name: 'Paula Profile',
      phone_number: '+15557654321',
      phone_number_verified: false,
    });
    const me = await person.auth(t.http().get('/api/auth/me')).expect(200);
    expect(me.body.responseObj).toMatchObject({
      alternate_email: 'paula.other@example.test',
      phone_number_verified: false,
    });
    const bad = await person
      .auth(t.http().put(`/api/users/${person.email}`))
      .send({ data: { ...data, phone_number: '5551234' } })
      .expect(400);
    expect(bad.body.message).toBe(M.profilePhone);
    await person
      .auth(t.http().put(`/api/users/${member.email}`))
      .send({ data })
      .expect(403);
  });

  it('given an admin, when deleting themselves in user management, then 400 with a clear message', async () => {
    const res = await clientAdmin.auth(t.http().delete(`/api/users/${clientAdmin.email}`)).expect(400);
    expect(res.body.message).toBe(M.cannotDeleteSelf);
    await clientAdmin.auth(t.http().get('/api/auth/me')).expect(200);
  });

  it('given several users, when bulk deleting, then each is disabled, signed out and scheduled for erasure', async () => {
    const first = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
    const second = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
    const res = await clientAdmin
      .auth(t.http().delete('/api/users'))
      .send({ emails: [first.email, second.email, 'nobody@example.test'] })
      .expect(200);
    const [a, b, c] = res.body.responseObj;
    expect(a).toMatchObject({
      status: 'fulfilled',
      value: { email: first.email, Enabled: 'false', action: 'REACTIVATE' },
    });
    expect(b).toMatchObject({ status: 'fulfilled', value: { email: second.email, status: 'DELETED' } });
    expect(c).toMatchObject({
      status: 'rejected',
      reason: { message: 'User not found', email: 'nobody@example.test' },
    });
    await first.auth(t.http().get('/api/auth/me')).expect(401);
    expect((await signIn(second.email, TEST_PASSWORD).expect(401)).body.message).toBe(M.disabled);
    const until = a.value.reactivatable_until as string;
    const job = await t.app.get(QueueService).queue(QueueName.Maintenance).getJob(erasureJobId(first.userId, until));
    expect(job?.data).toEqual({ userId: first.userId });
    expect(job!.opts.delay).toBeGreaterThan(23 * HOUR);
    expect(job!.opts.delay).toBeLessThanOrEqual(24 * HOUR);
  });

  it('given a deleted user, when reactivated within 24 hours, then enabled again and able to sign in', async () => {
    const person = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
    await clientAdmin.auth(t.http().delete(`/api/users/${person.email}`)).expect(200);
    const clock = t.app.get(Clock);
    const later = new Date(Date.now() + 23 * HOUR);
    jest.spyOn(clock, 'now').mockReturnValue(later);
    try {
      const res = await createUsers(clientAdmin, [{ email: person.email }]).expect(201);
      expect(res.body.responseObj[0]).toMatchObject({
        status: 'fulfilled',
        value: { Enabled: 'true', status: 'ACTIVE', action: 'EDIT USER', reactivatable_until: null },
      });
    } finally {
      jest.restoreAllMocks();
    }
    const signedIn = await signIn(person.email, TEST_PASSWORD).expect(200);
    expect(signedIn.body.responseObj.challenge).toBe('SMS_MFA');
  });

  it('given a deleted Global Administrator, when a Client Administrator reactivates them, then 403 and still deleted', async () => {
    const chief = await createSignedInUser(t, { role: RoleId.GlobalAdministrator, clientId: BOOTSTRAP_CLIENT_ID });
    await globalAdmin.auth(t.http().delete(`/api/users/${chief.email}`)).expect(200);
    await createUsers(clientAdmin, [{ email: chief.email }]).expect(403);
    expect((await signIn(chief.email, TEST_PASSWORD).expect(401)).body.message).toBe(M.disabled);
    const byGlobal = await createUsers(globalAdmin, [{ email: chief.email }]).expect(201);
    expect(byGlobal.body.responseObj[0]).toMatchObject({ status: 'fulfilled' });
  });

  it('given a deleted user, when reactivation comes after 24 hours, then it is refused', async () => {
    const person = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
    await clientAdmin.auth(t.http().delete(`/api/users/${person.email}`)).expect(200);
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 24 * HOUR + 60_000));
    try {
      const res = await createUsers(clientAdmin, [{ email: person.email }]).expect(201);
      expect(res.body.responseObj[0]).toMatchObject({
        status: 'rejected',
        reason: { message: M.reactivationWindowPassed },
      });
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('given oneself, when deleting one own account, then signed out and an admin can reactivate it', async () => {
    const person = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
    const res = await person.auth(t.http().delete('/api/users/me')).expect(200);
    expect(res.body.responseObj.deleted).toBe(true);
    expect(Date.parse(res.body.responseObj.reactivatable_until) - Date.now()).toBeGreaterThan(23 * HOUR);
    await person.auth(t.http().get('/api/auth/me')).expect(401);
    // read-your-writes as the SPA does it: the position the deletion answered (a loaded machine can outlast the wait)
    expect(res.body.position).toBeTruthy();
    const listed = await clientAdmin
      .auth(t.http().get(`/api/users/${person.email}`))
      .set('X-Min-Position', res.body.position)
      .expect(200);
    expect(listed.body.responseObj[0]).toMatchObject({ Enabled: 'false', action: 'REACTIVATE' });
    const back = await createUsers(clientAdmin, [{ email: person.email }]).expect(201);
    expect(back.body.responseObj[0].status).toBe('fulfilled');
  });

  it('given an admin, when resetting a password, then a new temporary password is mailed and NEW_PASSWORD_REQUIRED follows', async () => {
    const person = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID });
    const res = await clientAdmin.auth(t.http().post(`/api/users/${person.email}/forgotpassword`)).expect(200);
    expect(res.body.responseObj.email).toBe(person.email);
    const password = await temporaryPasswordMailedTo(mail.webUrl, person.email);
    // the person's sessions ended, and the old password no longer works
    await person.auth(t.http().get('/api/auth/me')).expect(401);
    await signIn(person.email, TEST_PASSWORD).expect(401);
    const started = await signIn(person.email, password).expect(200);
    expect(started.body.responseObj.challenge).toBe('NEW_PASSWORD_REQUIRED');
    // a deleted account cannot be reset
    await clientAdmin.auth(t.http().delete(`/api/users/${person.email}`)).expect(200);
    const refused = await clientAdmin.auth(t.http().post(`/api/users/${person.email}/forgotpassword`)).expect(409);
    expect(refused.body.message).toBe(M.disabled);
  });
});
