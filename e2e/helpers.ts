import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TestUser } from '@test/factories';
import type { E2e } from './browser';

export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

/** Signs the page's browser context in through the API (the sign-in form has its own tests). */
export async function signInPage(e2e: E2e, page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin: e2e.baseUrl },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${await response.text()}`);
}

/** A fresh page whose browser context already holds the user's session cookie. */
export async function signedInPage(e2e: E2e, user: Pick<TestUser, 'email' | 'password'>): Promise<Page> {
  const page = await e2e.newPage();
  await signInPage(e2e, page, user);
  return page;
}

/**
 * Checks the whole page, or only the part matching `include` (e.g. an open dialog): no serious
 * or critical violation, and none at all of axe's best-practice rules (a redundant alt, a
 * skipped heading level…), which are mostly rated minor or moderate.
 */
export async function expectNoSeriousAxeViolation(page: Page, include?: string) {
  // A toast fading in or out has blended colours that axe reads as low contrast. Under reduced
  // motion sonner shows and removes toasts without a transition, and the pointer over them pauses
  // their timers, so none changes mid-check. A toast gone meanwhile leaves nothing to keep.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const toast = page.locator('[data-sonner-toast]').first();
  if ((await toast.count()) > 0) await toast.hover({ timeout: 2_000 }).catch(() => undefined);
  const builder = new AxeBuilder({ page: page as never });
  const results = await (include ? builder.include(include) : builder)
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }));
  const serious = results.violations.filter(
    (violation) => ['serious', 'critical'].includes(violation.impact ?? '') || violation.tags.includes('best-practice'),
  );
  const path = new URL(page.url()).pathname;
  expect(
    serious.map(
      (violation) =>
        `${path} ${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
