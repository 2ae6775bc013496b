import type { BrowserContext } from '@playwright/test';

const PREFIX = 'Content Security Policy violation:';

/**
 * Every Content-Security-Policy violation in the context's pages: Chromium's own console reports,
 * and each `securitypolicyviolation` event (a listener put in every document before its scripts run),
 * so a blocked inline style or connection fails the test even when nothing looks broken.
 * Install it before the context's first navigation.
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`${prefix} ${event.effectiveDirective} blocked ${event.blockedURI} (${event.sample})`);
    });
  }, PREFIX);
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
