import type { Page } from 'playwright-core';

// Decision 055: every screen, at the narrowest phones people use, never scrolls sideways.
export const WIDTHS = [390, 360, 320] as const;
export const LONG_TITLE =
  'Perruque lace frontal ondulée anticonstitutionnellement volumineuse, cheveux brésiliens naturels 60 cm';
export const LONG_NAME = 'Marie-Françoise Nkouka-Mbemba épouse Kouassi-Ndiaye';
// Shown on public screens and in messages; the full name only on order screens (decision 056).
export const LONG_USERNAME = 'MarieFrancoise_Nkouk';
export const LONG_TRACKING = 'COLISSIMO6A1234567890123456789012345678901234567890FR';
// A return's tracking number may be at most 40 characters long.
export const LONG_RETURN_TRACKING = 'COLISSIMO6A123456789012345678901234567FR';
export const LONG_EMAIL = 'marie-francoise.nkouka-mbemba.kouassi@boutique-cheveux-naturels.test';

/**
 * In the page: how far it scrolls sideways, and the element sticking out furthest (the deepest
 * one when several end at the same place), skipping what a clipping or scrolling box holds in.
 * An open dialog counts too: the page behind it is locked, so the dialog is measured itself.
 */
function measureOverflow(): string | null {
  const width = document.documentElement.clientWidth;
  const describe = (element: Element) => {
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 50) ?? '';
    return `<${element.tagName.toLowerCase()} class="${String(element.getAttribute('class') ?? '').slice(0, 80)}"> "${label}" right edge ${Math.round(element.getBoundingClientRect().right)} px`;
  };
  // Within a dialog, its own edge is the limit and its own scrolling holds nothing in.
  const heldIn = (element: Element, root: Element, edge: number) => {
    for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible' && parent.getBoundingClientRect().right <= edge + 0.5) return true;
      if (style.position === 'fixed') return false;
    }
    return false;
  };
  const widest = (root: Element, edge = width) => {
    let found: { element: Element; right: number } | null = null;
    for (const element of root.querySelectorAll('*')) {
      const right = element.getBoundingClientRect().right;
      if (right <= edge + 0.5 || (found && right < found.right) || heldIn(element, root, edge)) continue;
      found = { element, right };
    }
    return found ? describe(found.element) : 'no single element found';
  };
  const page = document.documentElement.scrollWidth - width;
  if (page > 0) return `scrolls sideways by ${page} px; widest: ${widest(document.body)}`;
  for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
    const box = dialog.getBoundingClientRect();
    if (box.right > width + 0.5 || box.left < -0.5 || dialog.scrollWidth > dialog.clientWidth)
      return `dialog "${dialog.getAttribute('aria-label') ?? dialog.querySelector('h2')?.textContent ?? ''}" is ${Math.round(box.width)} px wide (content ${dialog.scrollWidth} px); widest: ${widest(dialog, Math.min(width, box.right))}`;
  }
  return null;
}

/** A step of the story through the API, which must succeed for the screens to show it. */
export async function must<T extends { statusCode: number; body: string }>(call: Promise<T>): Promise<T> {
  const response = await call;
  if (response.statusCode >= 300) throw new Error(`setup step refused (${response.statusCode}): ${response.body}`);
  return response;
}

/** Collects what sticks out, screen by screen, so one run names every culprit at once. */
export function phoneSweep() {
  const findings: string[] = [];

  /** The screen as it is now, at each width in turn (resized, not reloaded: one load per screen). */
  async function sweep(page: Page, screen: string, extra?: () => Promise<string | null>) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const overflow = await page.evaluate(measureOverflow);
      if (overflow) findings.push(`${screen} at ${width} px: ${overflow}`);
      const problem = await extra?.();
      if (problem) findings.push(`${screen} at ${width} px: ${problem}`);
    }
    await page.setViewportSize({ width: WIDTHS[0], height: 740 });
  }

  async function open(page: Page, path: string, ready: () => Promise<unknown>, screen = path) {
    await page.goto(path);
    await ready();
    await sweep(page, screen);
  }

  return { findings, sweep, open };
}
