import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

let source: string | undefined;
/** axe-core's minified build, read once per test file. */
function axeSource(): string {
  source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

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
  // axe-core itself, injected once per document (the minified build, 0.65 MB) and run in the page: @axe-core/playwright
  // sent its unminified source (1.5 MB) over CDP and compiled it twice on every check. One axe.run() in the page tests
  // same-origin frames only, as the wrapper's legacy mode did; the app has no frames.
  if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'))) {
    await page.evaluate(axeSource());
  }
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map(({ target, html, failureSummary }) => ({ target: target.map(String), html, failureSummary })),
    }));
  }, WCAG_TAGS);
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.target.join(' ')}\n    ${node.html.slice(0, 300)}\n    ${node.failureSummary ?? ''}`,
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
