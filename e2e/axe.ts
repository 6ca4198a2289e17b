import AxeBuilder from '@axe-core/playwright';
import type { Page } from './fixtures';

/** WCAG 2.2 A and AA, as axe tags them. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Axe's WCAG A/AA findings on the page as it stands, by rule (`detail`: with the elements, for a
 * readable failure). Axe reads colours as painted, so it first waits for what is fading in (the
 * cookie notice, a message) to have arrived: read mid-fade, a colour fails contrast.
 */
export async function axeViolations(page: Page, { detail = false } = {}): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations.map((violation) => (detail ? `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}` : violation.id));
}
