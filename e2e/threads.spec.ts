/**
 * A conversation end to end (docs/product.md §13 "Conversation", docs/decisions/0028 and 0030):
 * the customer asks a question from a package page, the photographer answers from the
 * conversation they have open and each sees the other's message live (within 2 s, no reload),
 * the customer books and the conversation goes on on the booking's page, with its messages. The
 * LINE side of a conversation (pushes to a linked account, replies through the signed webhook) is
 * tested against the API in apps/api/test/line.test.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { customerViaApi, offerViaApi, photographerViaApi } from './data.ts';
import { expect, test } from './fixtures.ts';
import { apiGet, apiSend, type Appointment } from './records.ts';
import { signInInBrowser } from './users.ts';

/** The promise of "live" (docs/decisions/0011): a pushed message shows within 2 s. */
const LIVE_MS = 2_000;

/** The conversation's log on `page` (the thread panel's `role="log"`). */
const conversation = (page: Page): Locator => page.getByRole('log');

/** Types `text` into the composer on `page` and sends it; waits until it is no longer "Sending…". */
async function say(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: /^Message to / }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(conversation(page).getByText(text)).toBeVisible();
  await expect(conversation(page).getByText('Sending…')).toHaveCount(0);
}

/** Waits (at most {@link LIVE_MS}) until `text` shows in the conversation open on `page`. */
async function heardLive(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => conversation(page).getByText(text, { exact: true }).count(), {
      timeout: LIVE_MS,
      intervals: [50],
    })
    .toBe(1);
}

test('a question from a package page becomes the booking’s conversation, answered live', async ({
  session,
}) => {
  const photographer = await photographerViaApi('threads-photographer', { payouts: true });
  const customer = await customerViaApi('threads-customer');
  const { pkg, sub } = await offerViaApi(photographer, { title: 'Hua Hin Beach Portraits' });

  // The customer asks from the package page and lands in the new conversation.
  const c = await session('customer');
  await signInInBrowser(c.page, customer);
  await c.page.goto(`/package/${pkg.id}`);
  await c.page.getByRole('button', { name: 'Ask a question' }).click();
  await expect(c.page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const threadPath = new URL(c.page.url()).pathname;
  await expect(
    conversation(c.page).getByRole('heading', { name: 'No messages yet' }),
  ).toBeVisible();

  // The photographer has the conversation open; the question shows there without a reload.
  const p = await session('photographer');
  await signInInBrowser(p.page, photographer);
  await p.page.goto(threadPath);
  await expect(conversation(p.page)).toBeVisible();
  await say(c.page, 'Can you shoot at sunrise on the beach in Hua Hin?');
  await heardLive(p.page, 'Can you shoot at sunrise on the beach in Hua Hin?');

  // The answer shows live on the customer's page; the photographer sees the customer read it.
  await say(p.page, 'Yes, sunrise is my favourite light there.');
  await heardLive(c.page, 'Yes, sunrise is my favourite light there.');
  await expect(conversation(p.page).getByText('Seen', { exact: true })).toBeVisible();

  // The customer books: the question is now the booking's conversation, on its page.
  const { slots } = await apiGet<{ slots: { start: string }[] }>(
    `/subpackage/${sub.id}/slots`,
    customer.idToken,
  );
  const booked = await apiSend<Appointment>('POST', `/appointment/${sub.id}`, customer.idToken, {
    start: slots[0]!.start,
  });
  await c.page.goto(`/appointment/${booked.id}`);
  const bookingLog = conversation(c.page);
  await expect(
    bookingLog.getByText('Can you shoot at sunrise on the beach in Hua Hin?'),
  ).toBeVisible();
  await expect(bookingLog.getByText('Yes, sunrise is my favourite light there.')).toBeVisible();
  await expect(bookingLog.getByText(/^Booking requested for /)).toBeVisible();
});
