/**
 * A conversation end to end (docs/product.md §13 "Conversation", docs/decisions/0028 and 0030):
 * the customer asks a question from a package page, the photographer answers from the
 * conversation they have open and each sees the other's message live (within 2 s, no reload),
 * the customer books and the conversation goes on on the booking's page, with its messages; the
 * photographer, linked to LINE, answers on LINE (the sandbox stand-in delivers the text to the
 * API's webhook, signed with the channel secret) and the customer sees the answer in the thread.
 */
import type { Locator, Page } from '@playwright/test';
import { customerViaApi, offerViaApi, photographerViaApi, type ApiUser } from './data.ts';
import { expect, test } from './fixtures.ts';
import { apiGet, apiSend, until, type Appointment } from './records.ts';
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

/**
 * Links `user`'s sandbox LINE account as a person does: they message the official account on the
 * stand-in's chat page, are answered with a link to /profile, which confirms it on LINE's dialog.
 * @returns the stand-in's chat page of the user.
 */
async function linkLine(user: ApiUser): Promise<string> {
  const { sandboxChatUrl } = await apiGet<{ sandboxChatUrl: string | null }>(
    '/line/link',
    user.idToken,
  );
  if (!sandboxChatUrl) throw new Error('the e2e API runs without the LINE stand-in');
  const hello = await fetch(`${sandboxChatUrl}/send`, {
    method: 'POST',
    body: new URLSearchParams({ text: 'Hello' }),
  });
  const linkToken = /lineLinkToken=([0-9a-f]+)/.exec(await hello.text())?.[1];
  expect(linkToken, 'the official account answers with a link').toBeTruthy();
  const { url } = await apiSend<{ url: string }>('POST', '/line/link', user.idToken, {
    linkToken,
  });
  expect((await fetch(url)).status).toBe(200);
  await until(
    () => apiGet<{ linked: boolean }>('/line/link', user.idToken),
    (link) => link.linked,
    'the LINE account linked',
  );
  return sandboxChatUrl;
}

/**
 * The next 07:00 in Bangkok when `now` falls in quiet hours (22:00–07:00 Bangkok, when LINE
 * messages wait; docs/decisions/0036), else undefined. Bangkok keeps UTC+7 all year.
 */
function quietHoursEnd(now: Date): Date | undefined {
  const bangkok = new Date(now.getTime() + 7 * 3_600_000);
  const hour = bangkok.getUTCHours();
  if (hour >= 7 && hour < 22) return undefined;
  const morning = new Date(bangkok);
  if (hour >= 22) morning.setUTCDate(morning.getUTCDate() + 1);
  morning.setUTCHours(7, 0, 0, 0);
  return new Date(morning.getTime() - 7 * 3_600_000);
}

test('a question from a package page becomes the booking’s conversation, answered live and on LINE', async ({
  session,
  clock,
}) => {
  // LINE messages wait out quiet hours: at night the story is told in the next morning.
  const morning = quietHoursEnd(new Date());
  if (morning) await clock.passed(morning, 5);
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

  // The photographer links LINE; the customer's next message is pushed to their LINE chat.
  const chat = await linkLine(photographer);
  await say(c.page, 'Should we bring anything?');
  await until(
    () => fetch(chat).then((response) => response.text()),
    (page) => page.includes('Should we bring anything?'),
    'the message pushed to the photographer’s LINE',
  );

  // The photographer answers on LINE: the customer sees it on the booking's page, live.
  const answered = await fetch(`${chat}/send`, {
    method: 'POST',
    body: new URLSearchParams({ text: 'Just a hat and water, see you at 6!' }),
  });
  expect(await answered.text()).toContain('ShootBook answered 200');
  await heardLive(c.page, 'Just a hat and water, see you at 6!');
});
