import type { Page } from 'playwright-core';
import { paths } from '../src/shared/routing/paths';
import type { SetUpAccount } from './support/accounts';
import { waitForMail, type FullStack } from './support/full-stack';
import { useFullStack } from './support/journey';
import { screenshot } from './support/session';
import { publishToTeam, shortenedBaseline, teamOfNewClient } from './support/workspace-people';

/**
 * 'Send reminder' on Edit Reflection (issue 29): an administrator publishes a Baseline to a team of two (through the
 * API), opens the reflection's Edit Reflection page, finds 'Send reminder' beside the members' completion, sees in
 * its dialog that no reminder was sent yet, sends one (the members get the mail) and sees the dialog say when it
 * went; opened again, it says so and offers no second one that day. Manage Reflections' card offers the same dialog.
 * Screens photographed (and axe-checked) at 1280 and 375 px.
 */
jest.setTimeout(600_000);

let stack: FullStack;
const open = useFullStack((started) => (stack = started));

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const NAME = 'Rocket cofounders, reminded';
const LAST_SENT = /^Last reminder sent [A-Z][a-z]+ \d{2}, \d{4} at \d{2}:\d{2}/;

/** The page never scrolls sideways at 375 px. */
async function fitsPhone(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

describe("sending a reminder from a reflection's edit page", () => {
  let admin: SetUpAccount;
  let teamId = '';
  let reflectionId = '';

  it('an administrator publishes a Baseline to a team of two (through the API)', async () => {
    const people = [
      { name: 'Ada Lovelace', email: 'ada@orbit.test', password: 'Ada.Engine-1843' },
      { name: 'Alan Turing', email: 'alan@orbit.test', password: 'Alan.Bombe-1939' },
    ];
    ({ admin, teamId } = await teamOfNewClient(stack, {
      admin: { name: 'Grace Hopper', password: 'Tq9!Horizon.Lane' },
      client: { client_name: 'Orbit Labs', description: 'Venture studio building climate hardware.' },
      teams: [{ team_name: 'Rocket', description: 'Reusable launch vehicles.' }],
      people,
    }));
    const baseline = await shortenedBaseline(stack.baseUrl, admin.session);
    reflectionId = await publishToTeam(stack.baseUrl, admin.session, {
      name: NAME,
      content: baseline,
      teamId,
      receivers: people,
    });
  });

  it("Edit Reflection offers 'Send reminder' beside the completion list; the dialog says when the last one went", async () => {
    const page = await open(admin.session, DESKTOP);
    await page.goto(`${stack.baseUrl}${paths.teams.editReflection(reflectionId, 'IN_PROGRESS')}`);
    const settings = page.getByRole('form', { name: 'Reflection settings' });
    await settings.getByRole('table', { name: 'Members of Rocket' }).getByText('Not Started').first().waitFor();
    await screenshot(page, 'reminders-01-edit-reflection');

    await settings.getByRole('button', { name: `Send reminder: ${NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: `Send reminder: ${NAME}` });
    await dialog.getByRole('region', { name: 'Not finished yet (2)' }).waitFor();
    await dialog.getByText('No reminder sent yet', { exact: true }).waitFor();
    await screenshot(page, 'reminders-02-dialog-before');

    await dialog.getByRole('button', { name: 'Send reminder', exact: true }).click();
    await dialog.getByText('Reminder sent to ada@orbit.test, alan@orbit.test.', { exact: true }).waitFor();
    const lastSent = dialog.getByText(LAST_SENT);
    await lastSent.waitFor();
    const sentAt = LAST_SENT.exec((await lastSent.textContent()) ?? '')?.[0] ?? 'none';
    expect(await dialog.getByText('No reminder sent yet', { exact: true }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Send reminder', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'reminders-03-dialog-sent');
    const mail = await waitForMail(stack.mailWebUrl, 'ada@orbit.test');
    expect(mail.subject).toContain(NAME);

    // opened again: when it went, and no second one today
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await settings.getByRole('button', { name: `Send reminder: ${NAME}` }).click();
    await dialog.getByText(/The next one can be sent tomorrow\.$/).waitFor();
    expect(await dialog.getByText(LAST_SENT).textContent()).toContain(sentAt);
    expect(await dialog.getByRole('button', { name: 'Send reminder', exact: true }).isDisabled()).toBe(true);
  });

  it('the same dialog on Manage Reflections, and both screens at 375 px without sideways scrolling', async () => {
    const desktop = await open(admin.session, DESKTOP);
    await desktop.goto(`${stack.baseUrl}${paths.teams.manageReflections(teamId)}`);
    const inProgress = desktop.getByRole('region', { name: 'In Progress' });
    await inProgress.getByRole('link', { name: new RegExp(NAME) }).waitFor();
    await screenshot(desktop, 'reminders-04-manage-reflections');
    await inProgress.getByRole('button', { name: `Send reminder: ${NAME}` }).click();
    const cardDialog = desktop.getByRole('dialog', { name: `Send reminder: ${NAME}` });
    await cardDialog.getByText(LAST_SENT).waitFor();

    const phone = await open(admin.session, PHONE);
    await phone.goto(`${stack.baseUrl}${paths.teams.manageReflections(teamId)}`);
    await phone
      .getByRole('region', { name: 'In Progress' })
      .getByRole('link', { name: new RegExp(NAME) })
      .waitFor();
    await fitsPhone(phone);
    await screenshot(phone, 'reminders-05-manage-reflections-375');

    await phone.goto(`${stack.baseUrl}${paths.teams.editReflection(reflectionId, 'IN_PROGRESS')}`);
    const settings = phone.getByRole('form', { name: 'Reflection settings' });
    await settings.getByRole('button', { name: `Send reminder: ${NAME}` }).waitFor();
    await fitsPhone(phone);
    await screenshot(phone, 'reminders-06-edit-reflection-375');
    await settings.getByRole('button', { name: `Send reminder: ${NAME}` }).click();
    const dialog = phone.getByRole('dialog', { name: `Send reminder: ${NAME}` });
    await dialog.getByText(LAST_SENT).waitFor();
    await fitsPhone(phone);
    await screenshot(phone, 'reminders-07-dialog-375');
  });
});
