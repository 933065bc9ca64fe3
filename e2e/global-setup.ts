/**
 * Playwright's global setup (playwright.config.ts): builds the web when its sources changed and
 * starts the stack once for the whole run (e2e/stack.ts: a fresh API on a temporary PGlite with
 * the test clock, the built web under `vite preview`, MailDev). The returned function stops it.
 * Tests reach it through the fixtures of e2e/fixtures.ts; MailDev's address is handed over in
 * `E2E_MAIL_URL` (workers inherit the environment this sets).
 *
 * A runner stopped by SIGTERM (`emulators:exec` ending, CI cancelling) runs no global teardown:
 * the services are stopped on that signal, and killed on any exit, so none outlives the run.
 */
import { WEB_URL, startStack, stopAllServices, type Service } from './stack.ts';

/** SIGKILL to each service's process group (synchronous: usable in an `exit` handler). */
function killGroups(services: Service[]): void {
  for (const { child } of services) {
    if (!child.pid || child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  process.once('SIGTERM', () => void stopAllServices().finally(() => process.exit(143)));
  const t0 = Date.now();
  const stack = await startStack();
  try {
    console.log(`e2e: API and web ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    // The preview sends the build's security headers, so the flows run under the real policy.
    const csp = (await fetch(WEB_URL)).headers.get('content-security-policy');
    if (!csp?.includes("script-src 'self' 'sha256-"))
      throw new Error(`the web preview sends no script Content-Security-Policy (got ${csp})`);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  process.once('exit', () => killGroups([stack.api, stack.web]));
  process.env.E2E_MAIL_URL = stack.mail.webUrl;
  return () => stack.stop();
}
