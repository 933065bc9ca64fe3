/**
 * The route guard (docs/product.md §2): a signed-in user opening a page of the other role lands
 * on their own home page, told why.
 */
import { test } from './fixtures.ts';
import { customerViaApi, photographerViaApi } from './data.ts';
import { expectPath, expectText, signInInBrowser } from './users.ts';

test("a customer opening the photographer's schedule lands on their home page, told why; a photographer opening To pay lands on To confirm", async ({
  session,
}) => {
  const [customer, photographer] = await Promise.all([customerViaApi(), photographerViaApi()]);
  const cu = await session('customer');
  const ph = await session('photographer');
  await Promise.all([signInInBrowser(cu.page, customer), signInInBrowser(ph.page, photographer)]);

  await cu.page.goto('/profile/schedule');
  await expectPath(cu.page, '/');
  await expectText(cu.page, 'That page is for the other kind of account');
  await ph.page.goto('/payment/topay');
  await expectPath(ph.page, '/appointment/confirm');
  await expectText(ph.page, 'That page is for the other kind of account');
});
