/**
 * axe-core (WCAG 2.1 AA and best practice) on every page of each role, in English and in Thai:
 * no violation.
 */
import { expect, test } from './fixtures.ts';
import type { Booking } from './data.ts';
import { axeViolations, openInApp, pageSettled } from './pages.ts';
import { signInInBrowser } from './users.ts';

/** The pages a role reaches, with the ids of `booking`. */
function pages(booking: Booking) {
  const { photographer, appointment, pkg, sub, payment, ratingId } = booking;
  return {
    customer: [
      '/',
      '/photographers',
      '/package/allpackage',
      '/package/showcase',
      `/package/${pkg.id}`,
      `/profile/${photographer.uid}`,
      '/appointment/list',
      '/payment/topay',
      '/payment/transaction',
      '/profile',
      '/profile/edit',
      `/appointment/${appointment.id}`,
      `/payment/order/${payment!.id}`,
      `/profile/${photographer.uid}/allreview`,
      `/profile/${photographer.uid}/createreview`,
      `/profile/${photographer.uid}/editreview/${ratingId}`,
      `/package/${pkg.id}/allpackage`,
      `/package/${pkg.id}/schedule`,
      `/package/${pkg.id}/subpackage/schedule/${sub.id}`,
      `/package/${pkg.id}/subpackage/appointment/create/${sub.id}`,
      '/payment/success',
    ],
    photographer: [
      '/',
      '/appointment/confirm',
      '/appointment/complete',
      '/profile/schedule',
      '/profile/createBusyTime',
      '/package/create',
      `/package/${pkg.id}/allpackage`,
      `/package/${pkg.id}/subpackage/create`,
      '/payment/transaction',
      `/profile/${photographer.uid}`,
      `/package/${pkg.id}`,
      `/appointment/${appointment.id}`,
      '/photographers',
      '/package/allpackage',
      '/package/showcase',
      `/package/edit/${pkg.id}`,
      `/package/${pkg.id}/subpackage/edit/${sub.id}`,
      `/package/${pkg.id}/subpackage/schedule/${sub.id}`,
      '/appointment/list',
      '/profile',
      '/profile/edit',
      `/profile/${photographer.uid}/allreview`,
    ],
  };
}

test("axe, side by side on the customer's and the photographer's pages, in English and in Thai: no violation", async ({
  session,
  booking,
}) => {
  test.setTimeout(600_000);
  const byRole = pages(booking);
  // The two roles' browsers sweep at the same time: most of a page's time is waiting for it to
  // settle, not the CPU. The pages are opened inside the running app, as a user reaches them: no
  // new start of the app and no new axe-core per page, about half of each page's time.
  const violations = await Promise.all(
    (['customer', 'photographer'] as const).map(async (role) => {
      const { page } = await session(role);
      await signInInBrowser(page, booking[role]);
      await pageSettled(page);
      const found: string[] = [];
      for (const language of ['en', 'th'] as const) {
        if (language === 'th') {
          await page
            .getByRole('group', { name: 'Language' })
            .getByRole('button', { name: 'TH' })
            .click();
          await expect(page.getByRole('group', { name: 'ภาษา' })).toBeVisible();
        }
        for (const path of byRole[role]) {
          await openInApp(page, path);
          found.push(
            ...(await axeViolations(page)).map((v) => `${role} in ${language}, ${path}: ${v}`),
          );
        }
      }
      await page.getByRole('group', { name: 'ภาษา' }).getByRole('button', { name: 'EN' }).click();
      await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
      return found;
    }),
  );
  expect(violations.flat(), 'axe violations').toEqual([]);
});
