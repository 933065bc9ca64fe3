/**
 * Every route of docs/product.md §2 as each role, on a phone and on a laptop: it fits without
 * horizontal scroll, reaches every page of the role from the main navigation (the Menu sheet
 * below 768 px, the bar above) and logs no error (the console check of e2e/fixtures.ts). Routes
 * of the other role lead home with a toast, and the sign-in and registration routes lead home
 * once signed in (route guard steps 5 and 6): both are visited too, as a user following an old
 * link would.
 */
import { expect, test } from './fixtures.ts';
import type { Booking } from './data.ts';
import { expectFits, pageSettled } from './pages.ts';
import { expectPath, signInInBrowser } from './users.ts';

/** Every route, with the ids of `booking`; `otherUserId` is the profile of the other role. */
function routes(booking: Booking, otherUserId: string): string[] {
  const { photographer, customer, pkg, sub, payment, ratingId } = booking;
  return [
    '/',
    '/photographers',
    '/profile',
    `/profile/${otherUserId}`,
    '/profile/edit',
    '/profile/schedule',
    '/profile/createBusyTime',
    `/profile/${photographer.uid}/allreview`,
    `/profile/${photographer.uid}/createreview`,
    `/profile/${photographer.uid}/editreview/${ratingId}`,
    '/package/allpackage',
    '/package/create',
    '/package/showcase',
    `/package/edit/${pkg.id}`,
    `/package/${pkg.id}`,
    `/package/${pkg.id}/allpackage`,
    `/package/${pkg.id}/schedule`,
    `/package/${pkg.id}/subpackage/create`,
    `/package/${pkg.id}/subpackage/edit/${sub.id}`,
    `/package/${pkg.id}/subpackage/schedule/${sub.id}`,
    `/package/${pkg.id}/subpackage/appointment/create/${sub.id}`,
    '/appointment/list',
    '/appointment/confirm',
    '/appointment/complete',
    `/payment/order/${payment!.id}`,
    '/payment/topay',
    '/payment/transaction',
    '/payment/success',
    '/user/login',
    '/user/login/reset/1',
    '/user/login/reset/2',
    '/user/login/reset/success',
    '/user/register',
    '/user/register/selectRole',
    '/user/register/createUser',
    '/user/register/createPhotographer',
    // The error page (§2): a review link with a broken id, its long address on the not-found view.
    `/profile/${photographer.uid}/editreview/${customer.uid}`,
  ];
}

const LINKS = {
  customer: [
    'Home',
    'Photographers',
    'Packages',
    'Appointments',
    'To pay',
    'Saved',
    'Transactions',
    'Messages',
  ],
  photographer: [
    'Home',
    'Photographers',
    'Packages',
    'Appointments',
    'To confirm',
    'To complete',
    'To deliver',
    'Schedule',
    'Transactions',
    'Messages',
  ],
};

test('every route fits a phone (360×740) and a laptop (1366×900) and reaches every link of the role, for the customer and the photographer side by side', async ({
  session,
  booking,
}) => {
  test.setTimeout(600_000);
  const roles = {
    customer: { user: booking.customer, paths: routes(booking, booking.photographer.uid) },
    photographer: { user: booking.photographer, paths: routes(booking, booking.customer.uid) },
  };
  // The two roles' browsers sweep at the same time (one would wait on the other's round trips).
  await Promise.all(
    (['customer', 'photographer'] as const).map(async (role) => {
      const { user, paths } = roles[role];
      const links = LINKS[role];
      const { page } = await session(role);
      await signInInBrowser(page, user);
      for (const [i, path] of paths.entries()) {
        await page.setViewportSize({ width: 360, height: 740 });
        await page.goto(path);
        await pageSettled(page);
        const at = `${path} → ${new URL(page.url()).pathname}`;
        await expectFits(page, `${role} ${at} at 360px`);
        const menu = page.getByRole('button', { name: 'Menu' });
        // The sheet is one component on every page: its links are read on the first pages and
        // the error page; elsewhere the Menu button must be there to open it.
        if (i > 1 && i < paths.length - 1) {
          await expect(menu, `${role}'s Menu button on ${at}`).toBeVisible();
        } else {
          // From the keyboard: a toast over the header (a wrong-role visit's) must not be in the way.
          await menu.press('Enter');
          const sheet = page.getByRole('dialog', { name: 'Menu' });
          // The sheet's code loads on first use (docs/decisions/0015).
          const nav = sheet.getByRole('navigation', { name: 'Main' });
          await expect(nav.getByRole('link'), `${role}'s menu on ${at}`).toHaveText(links);
          await page.keyboard.press('Escape');
          await expect(sheet).toHaveCount(0);
        }
        await page.setViewportSize({ width: 1366, height: 900 });
        await expectFits(page, `${role} ${at} at 1366px`);
        // Every link of the bar shown (innerText is empty for a hidden one).
        expect(
          await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts(),
          `${role}'s bar on ${at}`,
        ).toEqual(links);
      }
      // The Menu sheet's last link leads to its page and closes the sheet.
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).click();
      const sheet = page.getByRole('dialog', { name: 'Menu' });
      await expect(sheet.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await sheet
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: links.at(-1)! })
        .click();
      await expectPath(page, '/messages');
      await expect(sheet).toHaveCount(0);
    }),
  );
});
