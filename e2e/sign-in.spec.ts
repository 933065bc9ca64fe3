/**
 * Signing in and registering (docs/product.md §2 route guard, §4 registration), and a returning
 * customer on a phone: a link opened while signed out survives the sign-in, and a remembered
 * session shows the page without waiting for Firebase (docs/decisions/0020).
 */
import { devices, type Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { customerViaApi, offerViaApi, photographerViaApi } from './data.ts';
import { holdRequests, pageSettled } from './pages.ts';
import { apiGet, signIn, type Profile } from './records.ts';
import { expectPath, expectText, newUser, register, signInInBrowser } from './users.ts';

test('a signed-out visitor is sent to sign in and can register', async ({ session }) => {
  const { page } = await session('visitor');
  await test.step('open / signed out → redirected to /user/login (route guard step 1)', async () => {
    await page.goto('/');
    await expectPath(page, '/user/login');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });
  await test.step('register with e-mail and password → createUser (route guard step 2)', async () => {
    const user = newUser('visitor');
    await register(page, user);
    const { uid, idToken } = await signIn(user.email, user.password);
    const profile = await apiGet<Profile>('/user/profile', idToken);
    expect(profile.role, 'a newly registered user is a Guest until they pick a role').toBe('Guest');
    expect(profile.id).toBe(uid);
  });
});

test('a returning customer on a phone: a package link survives the sign-in, and the page does not wait for Firebase', async ({
  session,
}) => {
  const photographer = await photographerViaApi();
  const [{ pkg, sub }, customer] = await Promise.all([offerViaApi(photographer), customerViaApi()]);
  // Lighthouse's phone (Moto G Power): Firebase's popup resolver would load its auth iframe at
  // start on a mobile browser and hold back who is signed in until it had (auth/firebase.ts).
  const visitor = await session('visitor', {
    ...devices['Moto G4'],
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
    locale: 'en-US',
  });
  const page = visitor.page;

  await test.step("a package link opened while signed out survives the sign-in: /user/login?next=… → the package, and Firebase's auth iframe is never loaded", async () => {
    const authFrames: string[] = [];
    visitor.context.on('request', (request) => {
      if (/\/auth\/iframe|\/__\/auth\//.test(request.url())) authFrames.push(request.url());
    });
    await page.goto(`/package/${pkg.id}`);
    await expectPath(page, '/user/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/package/${pkg.id}`);
    await signInInBrowser(page, customer, '');
    await expectPath(page, `/package/${pkg.id}`);
    await expectText(page, sub.title);
    await page.reload();
    await expectText(page, sub.title);
    expect(authFrames, "Firebase's auth iframe requested on a phone").toEqual([]);
  });

  await test.step("a returning customer's page does not wait for Firebase: the package shows while Firebase's account check is held back", async () => {
    // The remembered session (docs/decisions/0020): the guard and the page go ahead on it. Every
    // account check is held until the package has shown, so a page that waited for Firebase would
    // never show it — no wall-clock bound (a busy CI machine reloads slowly). The wait stays under
    // Firebase's own 30 s request time-out, after which it would give up and report nobody.
    const releaseLookups = await holdRequests(visitor.context, '**/accounts:lookup**');
    // The session is remembered once the signed-in page has its profile.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('shootbook.session-hint')), {
        message: 'the remembered session',
        timeout: 10_000,
      })
      .not.toBeNull();
    await page.reload();
    try {
      await expect(page.getByText(sub.title).first()).toBeVisible({ timeout: 20_000 });
    } finally {
      await releaseLookups();
    }
  });

  await test.step("a returning customer's package page asks for its data once, while its code downloads, and shows its lead photo", async () => {
    // The route's loader reads the package (app/routes.tsx); the page's own hook finds it in the cache.
    const packageReads: string[] = [];
    const countPackageReads = (request: Request) => {
      if (request.resourceType() === 'fetch' && request.url().endsWith(`/package/${pkg.id}`))
        packageReads.push(request.url());
    };
    visitor.context.on('request', countPackageReads);
    await page.goto(`/package/${pkg.id}`);
    await expectText(page, sub.title);
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const img = document.querySelector<HTMLImageElement>('main picture img');
            return Boolean(img?.complete && img.naturalWidth > 0);
          }),
        { message: 'the lead photo shown', timeout: 10_000 },
      )
      .toBe(true);
    await pageSettled(page);
    visitor.context.off('request', countPackageReads);
    expect(packageReads, 'the package asked for once').toHaveLength(1);
  });
});
