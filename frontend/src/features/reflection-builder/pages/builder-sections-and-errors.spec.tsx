import { renderRoute } from '../../../shared/testing/render-route';
import { setupApiServer } from '../../../shared/testing/api-server';
import { ReflectionMessages } from '@gc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { builderReads } from '../testing/builder-handlers';
import { reflectionView } from '../testing/reflection-fixtures';
import { ReflectionBuilderPage } from './reflection-builder-page';

/** Issue 29: sections collapse, errors wait for a touch or a Save, and the `role` query parameter. */
const { server, requests } = setupApiServer();

const draft = reflectionView({ assessment_id: 'd-1' });
function answer() {
  server.use(...builderReads(draft));
}

const open = (url: string) => renderRoute(<ReflectionBuilderPage />, { path: '/app/assessment/build/*', url });
const sectionNamed = (name: string) => screen.getByRole('region', { name });
const sectionOrder = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const required = () => screen.queryAllByText(ReflectionMessages.required);

beforeEach(() => {
  window.localStorage.clear();
  answer();
});

describe('builder sections collapse (issue 29)', () => {
  it('collapses a section to its header (aria-expanded), moves it by keyboard, and Collapse all / Expand all', async () => {
    const { user } = open('/app/assessment/build/d-1');
    const toggle = await screen.findByRole('button', { name: 'Collapse Customers' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(body?.contains(within(sectionNamed('Customers')).getByRole('textbox', { name: /Section title/ }))).toBe(
      true,
    );

    await user.click(toggle);
    const expand = within(sectionNamed('Customers')).getByRole('button', { name: 'Expand Customers' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(within(sectionNamed('Customers')).queryByRole('textbox', { name: /Section title/ })).toBeNull();
    expect(within(sectionNamed('Customers')).getByText('2 questions')).toBeTruthy();
    // the header keeps its grip (drag) and its keyboard alternative
    expect(within(sectionNamed('Customers')).getByTitle('Drag to reorder Customers')).toBeTruthy();
    await user.click(within(sectionNamed('Customers')).getByRole('button', { name: 'Move down: Customers' }));
    expect(sectionOrder()).toEqual(['Team', 'Customers']);
    expect(within(sectionNamed('Customers')).getByRole('button', { name: 'Expand Customers' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Collapse all sections' }));
    expect(screen.queryAllByRole('textbox', { name: /Section title/ })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Expand all sections' }));
    expect(screen.getAllByRole('textbox', { name: /Section title/ })).toHaveLength(2);
  });

  it('opens every section when a Save finds problems, so that they show', async () => {
    const { user } = open('/app/assessment/build/d-1');
    await user.clear(await screen.findByRole('textbox', { name: /Reflection title/ }));
    await user.click(screen.getByRole('button', { name: 'Collapse all sections' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: /Section title/ })).toHaveLength(2));
    expect(required().length).toBeGreaterThanOrEqual(1);
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});

describe('builder errors wait for a touch or a Save (issue 29)', () => {
  it('shows no error on a new question, shows them all on Save, and clears Selection as soon as one is chosen', async () => {
    const { user } = open('/app/assessment/build/d-1');
    await user.click(await screen.findByRole('button', { name: 'Add to Team' }));
    await user.click(screen.getByRole('menuitem', { name: 'Mindsets Question' }));
    const question = () => screen.getByRole('group', { name: /^Question 1.* of Team$/ });
    expect(within(question()).getByRole('combobox', { name: /Question type/ }).textContent).toBe('Mindsets Question');
    // nothing typed yet: no 'This field is required'
    expect(required()).toHaveLength(0);

    // a category chosen: the Selection it now needs is not in red before it is touched
    await user.click(within(question()).getByRole('combobox', { name: /Category/ }));
    await user.click(screen.getByRole('option', { name: 'Grit' }));
    expect(required()).toHaveLength(0);

    // Save shows every problem of the form at once
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(question()).getAllByText(ReflectionMessages.required)).toHaveLength(2));
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);

    // choosing a Selection clears its error at once (no blur needed), and the phrasing it fills too
    await user.click(within(question()).getByRole('combobox', { name: /Selection/ }));
    await user.click(screen.getByRole('option', { name: 'Perseverance' }));
    await waitFor(() => expect(within(question()).queryAllByText(ReflectionMessages.required)).toHaveLength(0));

    // a question added after that Save starts clean again
    await user.click(screen.getByRole('button', { name: 'Add to Team' }));
    await user.click(screen.getByRole('menuitem', { name: 'Open-ended Question' }));
    const second = screen.getByRole('group', { name: /^Question 2.* of Team$/ });
    expect(within(second).queryAllByText(ReflectionMessages.required)).toHaveLength(0);

    // a touched field that is left empty says so
    await user.click(within(second).getByRole('textbox', { name: /Phrasing/ }));
    await user.tab();
    await waitFor(() => expect(within(second).getAllByText(ReflectionMessages.required)).toHaveLength(1));
  });
});

describe('readable dropdowns (issue 29)', () => {
  it('wraps the chosen value and the open menu’s items instead of cutting them off', async () => {
    const { user } = open('/app/assessment/build/d-1');
    const question = within(await screen.findByRole('group', { name: /^Question 1 .* of Customers$/ }));
    const selection = question.getByRole('combobox', { name: /Selection/ });
    expect(getComputedStyle(selection).whiteSpace).toBe('normal');
    expect(getComputedStyle(selection).textOverflow).not.toBe('ellipsis');
    await user.click(selection);
    const option = await screen.findByRole('option', { name: 'Customer focus' });
    // the menu's rule '<paper> .MuiMenuItem-root { white-space: normal }' (jsdom does not weigh selectors, so the
    // rule is looked up rather than the computed style)
    const paper = option.closest('.MuiPaper-root');
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]) as CSSStyleRule[];
    const wraps = rules.filter(
      (rule) =>
        rule.selectorText?.endsWith(' .MuiMenuItem-root') &&
        rule.style.getPropertyValue('white-space') === 'normal' &&
        !!paper?.matches(rule.selectorText.replace(/ \.MuiMenuItem-root$/, '')),
    );
    expect(wraps.length).toBeGreaterThan(0);
  });
});

describe('the role query parameter (issue 29)', () => {
  it('says the team role the form is built for, and that role’s members of the team start as receivers', async () => {
    const { user } = open('/app/assessment/build/d-1?role=2');
    await user.click(await screen.findByRole('button', { name: 'Assign to Team' }));
    expect(screen.getByText(/Built for the team role/).textContent).toContain('Cofounder');
    await user.click(screen.getByRole('combobox', { name: /Team/ }));
    await user.click(screen.getByRole('option', { name: 'Rocket' }));
    const grace = (await screen.findByRole('checkbox', { name: 'Receiver: Grace Hopper' })) as HTMLInputElement;
    await waitFor(() => expect(grace.checked).toBe(true));
    expect((screen.getByRole('checkbox', { name: 'Receiver: Alan Turing' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Observer: Alan Turing' }) as HTMLInputElement).checked).toBe(false);
  });

  it('starts nobody as a receiver without a role', async () => {
    const { user } = open('/app/assessment/build/d-1');
    await user.click(await screen.findByRole('button', { name: 'Assign to Team' }));
    expect(screen.queryByText(/Built for the team role/)).toBeNull();
    await user.click(screen.getByRole('combobox', { name: /Team/ }));
    await user.click(screen.getByRole('option', { name: 'Rocket' }));
    const grace = (await screen.findByRole('checkbox', { name: 'Receiver: Grace Hopper' })) as HTMLInputElement;
    expect(grace.checked).toBe(false);
  });
});
