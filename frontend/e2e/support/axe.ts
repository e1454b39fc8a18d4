import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The rules every page is held to: WCAG 2.1 A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's findings on the page as it is now, one line per rule and element ('' when there are none). */
export async function axeViolations(page: Page): Promise<string> {
  // a tooltip or menu caught fading in would be measured at its transparent colours: let delayed transitions (a
  // tooltip opens 100 ms after hover) start, and finish every finite one, until the page is still
  await page.evaluate(async () => {
    for (let round = 0; round < 10; round += 1) {
      await new Promise((done) => setTimeout(done, 150));
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      running.forEach((animation) => animation.finish());
    }
  });
  // Legacy mode: one axe.run() in the page instead of runPartial() per frame and finishRun() in a new blank page
  // (injected with axe again): the same findings in half the time (0.55 s against 1.1 s a page here). It tests
  // same-origin frames only, and the app has no frames.
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}\n    ${node.failureSummary ?? ''}`,
      ),
    )
    .join('\n');
}

/**
 * axe-core's findings that last: a page caught between two renders (a list arriving, a state changing) can show a
 * frame nobody sees at rest (a CI run once measured text at 1.5:1 mid-change on a page that passes), so a page with
 * findings is checked again a second later, and only what is still there counts.
 */
export async function lastingViolations(page: Page): Promise<string> {
  const found = await axeViolations(page);
  if (found === '') return found;
  await page.waitForTimeout(1000);
  return axeViolations(page);
}

/**
 * Fails the journey when axe-core finds a WCAG 2.1 AA violation on the page. screenshot() calls it, so every page a
 * journey photographs is also checked, in whatever state the journey left it (dialogs, errors, 375 px).
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const found = await lastingViolations(page);
  if (found !== '') throw new Error(`axe (WCAG 2.1 AA) on ${where} (${page.url()}):\n${found}`);
}
