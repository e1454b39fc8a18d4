import type { Page } from 'playwright-core';

/**
 * After Save moved the builder to the new draft: waits for the draft's own form with its first two sections in
 * `order`. The template's form stays on screen a moment after the address changed, then the draft's replaces it (a
 * check on the first passed on its sections while the second was still loading): the draft's form is the one that
 * marks the draft as the current one in the Drafts list.
 */
export async function savedDraftShown(page: Page, name: string, order: readonly [string, string]): Promise<void> {
  await page.getByRole('navigation', { name: 'Drafts' }).locator('a[aria-current="page"]', { hasText: name }).waitFor();
  await page.waitForFunction(([first, second]) => {
    const names = [...document.querySelectorAll('main section h3')].map((h) => h.textContent);
    return names[0] === first && names[1] === second;
  }, order);
}
