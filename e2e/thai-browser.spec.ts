/**
 * Thai as a first language (docs/product.md §10.4): a customer and a photographer whose browsers
 * are set up in Thai (e2e/fixtures.ts `THAI_BROWSER`: th-TH, Bangkok) and who never press TH walk
 * ShootBook's main screens — home, the photographers found by date, a profile, a package, booking
 * a time, the booking's page (status, pay-by, calendar links), the list of bookings, messages, the
 * bell, the photos' gallery, the photographer's requests, schedule and earnings. Every screen
 * answers in Thai: `<html lang="th">`, a Thai heading and Thai words in the main landmark, no
 * English word but the names people gave things and the brand terms ShootBook keeps in Thai, no
 * English month or weekday name and no AM/PM, and dates as the one formatting module writes Thai
 * (packages/machines `formattingLocale`: th-TH, Thai months and the Buddhist era, "8 ธ.ค. 2569").
 * The customer signs up in that browser, so their profile keeps Thai from the first step and the
 * e-mails ShootBook sends them (request sent, accepted, receipt) come in Thai. The language checks
 * are soft: a screen with English left fails the test, and the walk goes on, so one run lists
 * every screen that needs fixing.
 */
import { expect, test, THAI_BROWSER, type Mail } from './fixtures.ts';
import { offerViaApi, photographerViaApi } from './data.ts';
import { appointmentCard, openInApp, pageSettled } from './pages.ts';
import {
  apiGet,
  apiSend,
  signIn,
  until,
  type Appointment,
  type Order,
  type Payment,
  type Profile,
} from './records.ts';
import { API_URL } from './stack.ts';
import {
  THAI_WORDS,
  createUser,
  expectPath,
  newUser,
  register,
  selectRole,
  signInInBrowser,
} from './users.ts';
import type { Locator, Page } from '@playwright/test';

/** Any letter of the Thai script. */
const THAI = /[\u0E00-\u0E7F]/;

/** Thai month abbreviations, January first, as th-TH writes them in a medium date. */
const THAI_MONTHS = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
];

/** Thai month names, January first, as th-TH writes them in a long or full date. */
const THAI_MONTH_NAMES = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A medium Thai date of any day: "8 ธ.ค. 2569" (day, Thai month, Buddhist-era year). */
const ANY_THAI_DATE = new RegExp(`\\d{1,2} (${THAI_MONTHS.map(escape).join('|')}) 25\\d\\d`);

/** English month and weekday names, long and short, and AM/PM, as whole words. */
const ENGLISH_DATE_WORDS = new RegExp(
  `\\b(${[
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Sept',
    'Oct',
    'Nov',
    'Dec',
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
    'Mon',
    'Tue',
    'Tues',
    'Wed',
    'Thu',
    'Thur',
    'Thurs',
    'Fri',
    'Sat',
    'Sun',
    'AM',
    'PM',
    'am',
    'pm',
  ].join('|')})\\b`,
);

/**
 * Latin words a Thai screen may show besides what people typed: the brand and the names Thai
 * writes as they are (among apps/web/src/i18n/locales.test.ts `SAME_IN_THAI`, which keeps the
 * Thai strings to them), and the photographer's time zone as the booking page names it.
 */
const LATIN_IN_THAI = new Set([
  'ShootBook',
  'Google',
  'Facebook',
  'Calendar',
  'ZIP',
  'CSV',
  'Ctrl',
  'Enter',
  'Asia',
  'Bangkok',
]);

/** The Bangkok calendar day of instant `iso` as the th-TH formats of the formatting module write it. */
function thaiDay(iso: string) {
  // Bangkok is UTC+7 all year (no daylight saving time).
  const bangkok = new Date(Date.parse(iso) + 7 * 3_600_000);
  const year = bangkok.getUTCFullYear();
  const dayMonth = `${bangkok.getUTCDate()} ${THAI_MONTHS[bangkok.getUTCMonth()]}`;
  return {
    /** `yyyy-MM-dd`, as a search by date names the day. */
    iso: bangkok.toISOString().slice(0, 10),
    /** Without a year, as a slot or a search's day reads: "8 ธ.ค.". */
    dayMonth,
    /** A medium date: "8 ธ.ค. 2569", the year in the Buddhist era (Gregorian + 543). */
    medium: `${dayMonth} ${year + 543}`,
    /** A full date's day and month: "8 ธันวาคม". */
    long: `${bangkok.getUTCDate()} ${THAI_MONTH_NAMES[bangkok.getUTCMonth()]}`,
    buddhistYear: String(year + 543),
    /** The Gregorian year, which a Thai date never shows. */
    gregorianYear: new RegExp(`\\b${year}\\b`),
  };
}

/**
 * What people typed into this test's records — names, e-mail addresses, titles — which may be
 * English on a Thai screen.
 */
interface People {
  words: string[];
}

/** Fields of the public lists that hold what their owners typed (names, titles, places, bios). */
const TYPED_FIELDS = new Set(['name', 'title', 'location', 'bio', 'description']);

/**
 * Adds to `people` what other users typed into the public directory — the photographers and
 * packages that other end-to-end tests of the same stack made, which the home page and the
 * directory show beside this test's own (`GET /user/photographers`, `GET /package`, as
 * `idToken`'s user).
 */
async function addDirectoryWords(people: People, idToken: string): Promise<void> {
  const lists = await Promise.all([
    apiGet<{ photographers: object[] }>('/user/photographers?limit=1000', idToken),
    apiGet<{ packages: object[] }>('/package?limit=1000', idToken),
  ]);
  const typed = (value: unknown): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, field]) =>
          typeof field === 'string' ? (TYPED_FIELDS.has(key) ? [field] : []) : typed(field),
        )
      : [];
  const words = [...lists[0].photographers, ...lists[1].packages].flatMap(typed);
  // Longest first, so a name is taken out before a shorter name inside it.
  people.words = [...new Set([...people.words, ...words])].sort((a, b) => b.length - a.length);
}

/** The Latin words of `text` once `people`'s own words are taken out, less {@link LATIN_IN_THAI}. */
function englishLeftovers(text: string, people: People): string[] {
  let rest = text;
  for (const word of people.words) rest = rest.split(word).join(' ');
  return (rest.match(/[A-Za-z]+/g) ?? []).filter((word) => !LATIN_IN_THAI.has(word));
}

/**
 * What `area` says to its user: the text of its shown elements, each text node apart, and the
 * `aria-label`s that name its controls. Text hidden from assistive technology (`aria-hidden`:
 * icons, an avatar's initials drawn from a name) is left out.
 */
function readable(area: Locator): Promise<{ text: string; labels: string[] }> {
  return area.evaluate((root) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !parent.closest('[aria-hidden="true"]') && parent.checkVisibility())
        parts.push(node.textContent ?? '');
    }
    const labels = [...root.querySelectorAll('[aria-label]')].map(
      (element) => element.getAttribute('aria-label') ?? '',
    );
    return { text: parts.join(' '), labels };
  });
}

/**
 * Asserts that `area` (a page's main landmark, or a dialog) speaks Thai: Thai words, and in its
 * text ({@link readable}) and the names of its controls no English word but {@link People}'s and
 * {@link LATIN_IN_THAI}, no English month or weekday name, no AM/PM. Call once its content is on
 * screen.
 */
async function expectThaiWords(area: Locator, what: string, people: People): Promise<void> {
  await expect.soft(area, `${what}: Thai words`).toContainText(THAI);
  const { text, labels } = await readable(area);
  expect
    .soft(text, `${what}: no English month or weekday name, no AM/PM`)
    .not.toMatch(ENGLISH_DATE_WORDS);
  expect
    .soft(englishLeftovers(text, people), `${what}: no English word left in the Thai screen`)
    .toEqual([]);
  expect
    .soft(
      labels.flatMap((name) =>
        englishLeftovers(name, people).map((word) => `${word} in "${name}"`),
      ),
      `${what}: no English word in an accessible name`,
    )
    .toEqual([]);
}

/**
 * Asserts the screen `page` shows, once settled, is in Thai: `<html lang="th">`, a Thai tab
 * title, a Thai heading (the page's own may be a name, a profile's or a package's), and Thai
 * words in the main landmark ({@link expectThaiWords}).
 */
async function expectThaiScreen(page: Page, what: string, people: People): Promise<void> {
  await pageSettled(page);
  await expect.soft(page.locator('html'), `${what}: <html lang>`).toHaveAttribute('lang', 'th');
  await expect.soft(page, `${what}: the tab's title`).toHaveTitle(THAI);
  const main = page.getByRole('main');
  await expect
    .soft(main.getByRole('heading').filter({ hasText: THAI }).first(), `${what}: a Thai heading`)
    .toBeVisible();
  await expectThaiWords(main, what, people);
}

/** Asserts `area` writes the day of `iso` as a medium Thai date, Buddhist era, never the Gregorian year. */
async function expectThaiDate(area: Locator, iso: string, what: string): Promise<void> {
  const day = thaiDay(iso);
  await expect.soft(area, `${what}: the date in Thai, ${day.medium}`).toContainText(day.medium);
  await expect.soft(area, `${what}: no Gregorian year`).not.toContainText(day.gregorianYear);
}

/** Asserts a mail speaks Thai: Thai words, the shoot's full Thai date, no English date word. */
function expectThaiMail(mail: Mail, shootStart: string, lead: string): void {
  const day = thaiDay(shootStart);
  expect.soft(mail.text, `"${mail.subject}" leads in Thai`).toContain(lead);
  expect.soft(mail.text, `"${mail.subject}": the shoot's day in Thai`).toContain(day.long);
  expect.soft(mail.text, `"${mail.subject}": the Buddhist-era year`).toContain(day.buddhistYear);
  expect.soft(mail.text, `"${mail.subject}": no Gregorian year`).not.toMatch(day.gregorianYear);
  expect.soft(mail.text, `"${mail.subject}": no English date word`).not.toMatch(ENGLISH_DATE_WORDS);
  expect.soft(mail.text, `"${mail.subject}": the Thai button`).toContain('เปิดดูการจอง');
}

/** The sub-package's delivery terms: photos delivered through ShootBook, so the gallery opens. */
const TERMS = { deliverablePhotos: 10 };
/** The customer's note, in Thai as a Thai customer writes it. */
const NOTE = 'มากันสองคน ถ่ายตอนพระอาทิตย์ตก';
const MESSAGE = 'สวัสดีค่ะ ขอถามเรื่องสถานที่นัดพบค่ะ';

test('a customer and a photographer whose browsers are Thai use ShootBook in Thai without pressing TH', async ({
  session,
  mail,
  clock,
}) => {
  test.setTimeout(420_000);
  const photographer = await photographerViaApi('photographer', { payouts: true });
  const { pkg, sub } = await offerViaApi(photographer, { terms: TERMS });
  const customerUser = newUser('customer');
  const people: People = {
    words: [
      customerUser.name,
      customerUser.email,
      photographer.name,
      photographer.email,
      pkg.title,
      sub.title,
      'Relaxed outdoor portraits at golden hour.',
      'Lumphini Park, Bangkok',
    ],
  };
  const cu = await session('customer', THAI_BROWSER);
  const firstRequest = cu.page.waitForRequest((request) => request.resourceType() === 'document');

  const customer =
    await test.step('customer signs up in their Thai browser: the screens are Thai, and the profile keeps Thai from the first step', async () => {
      await register(cu.page, customerUser, THAI_WORDS);
      await expect(cu.page.locator('html')).toHaveAttribute('lang', 'th');
      await expectThaiWords(cu.page.getByRole('main'), 'sign-up: name', people);
      expect(
        (await (await firstRequest).allHeaders())['accept-language'],
        'the browser asks for Thai',
      ).toMatch(/^th\b/);
      await createUser(cu.page, customerUser, THAI_WORDS);
      const auth = await signIn(customerUser.email, customerUser.password);
      const profile = await apiGet<Profile>('/user/profile', auth.idToken);
      expect(profile.language, 'the language of the browser the account was made in').toBe('th');
      await expect(cu.page.locator('html')).toHaveAttribute('lang', 'th');
      await expectThaiWords(cu.page.getByRole('main'), 'sign-up: choosing a role', people);
      await selectRole(cu.page, 'Customer', THAI_WORDS);
      return { ...customerUser, ...auth };
    });
  await test.step('home', async () => {
    await expectPath(cu.page, '/');
    await addDirectoryWords(people, customer.idToken);
    await expectThaiScreen(cu.page, 'home', people);
    await expect(
      cu.page.getByRole('group', { name: 'ภาษา' }).getByRole('button', { name: 'TH' }),
      'the app is in Thai without TH pressed',
    ).toHaveAttribute('aria-pressed', 'true');
  });

  const { slots } = await apiGet<{ slots: { start: string }[] }>(
    `/subpackage/${sub.id}/slots`,
    customer.idToken,
  );
  const firstDay = thaiDay(slots[0]!.start);

  await test.step('photographers found by name and by the day of their first free time, whose card says the free times on that day in Thai', async () => {
    await openInApp(cu.page, '/photographers');
    const search = cu.page.getByRole('search');
    await search.getByRole('searchbox', { name: 'ค้นหา' }).fill(photographer.name);
    // The date field writes the day in Thai; its calendar opens on today (Bangkok).
    await search.getByRole('combobox', { name: 'วันที่' }).click();
    await expect(cu.page.getByRole('dialog', { name: 'วันที่' })).toBeVisible();
    const today = thaiDay(new Date().toISOString());
    const days = Math.round((Date.parse(firstDay.iso) - Date.parse(today.iso)) / 86_400_000);
    for (let i = 0; i < days; i++) await cu.page.keyboard.press('ArrowRight');
    await cu.page.keyboard.press('Enter');
    await expect(search.getByRole('combobox', { name: 'วันที่' })).toContainText(firstDay.medium);
    await search.getByRole('button', { name: 'ค้นหา', exact: true }).click();
    await expect(cu.page).toHaveURL(new RegExp(`[?&]date=${firstDay.iso}\\b`));
    const card = cu.page
      .locator('[data-slot="photographer-card"]')
      .filter({ hasText: photographer.name });
    // "เวลาว่าง 3 ช่วง · วันอ. 8 ธ.ค.": the free times that day, the day in Thai.
    await expect(card.locator('[data-slot="photographer-card-free-times"]')).toContainText(
      new RegExp(`^เวลาว่าง \\d+ ช่วง · วัน.*${escape(firstDay.dayMonth)}$`),
    );
    await expectThaiScreen(cu.page, 'photographers by date', people);
    await card.getByRole('link', { name: photographer.name }).click();
    await expectPath(cu.page, `/profile/${photographer.uid}`);
  });

  await test.step("the photographer's profile", async () => {
    await expect(cu.page.getByRole('main').getByText('เชียงใหม่').first()).toBeVisible();
    await expectThaiScreen(cu.page, 'profile', people);
    await cu.page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(pkg.title) })
      .first()
      .click();
    await expectPath(cu.page, `/package/${pkg.id}`);
  });

  await test.step('the package page', async () => {
    await expect(cu.page.getByRole('main').getByText(sub.title).first()).toBeVisible();
    await expectThaiScreen(cu.page, 'package', people);
    await cu.page.getByRole('link', { name: `จอง ${sub.title}` }).click();
    await expectPath(cu.page, `/package/${pkg.id}/subpackage/appointment/create/${sub.id}`);
  });

  const appointment =
    await test.step("booking the first free time: the calendar and the time chosen read in Thai; Book lands on the booking's page", async () => {
      // The calendar opens on the first day with free times.
      const first = cu.page.getByRole('group', { name: 'เวลาว่าง' }).getByRole('radio').first();
      await first.check({ force: true });
      expect(await first.inputValue(), 'the first free time').toBe(slots[0]!.start);
      await cu.page.getByRole('textbox', { name: 'ข้อความถึงช่างภาพ' }).fill(NOTE);
      const main = cu.page.getByRole('main');
      await expect(main, 'the month of the calendar, Buddhist era').toContainText(
        firstDay.buddhistYear,
      );
      await expect(main, 'the time chosen').toContainText(firstDay.dayMonth);
      await expect(main).not.toContainText(firstDay.gregorianYear);
      await expectThaiScreen(cu.page, 'booking a time', people);
      await cu.page.getByRole('button', { name: 'จอง', exact: true }).click();
      await expect(
        cu.page.getByRole('region', { name: /^ข้อความแจ้ง/ }).getByText('ส่งคำขอจองแล้ว'),
        'the toast speaks Thai too',
      ).toBeVisible();
      const booked = await until(
        () => apiGet<{ appointments: Appointment[] }>('/appointment', customer.idToken),
        (r) => r.appointments.length === 1,
        "the customer's booking",
      ).then((r) => r.appointments[0]!);
      await expectPath(cu.page, `/appointment/${booked.id}`);
      return booked;
    });

  await test.step("the booking's page while it waits for the photographer", async () => {
    const main = cu.page.getByRole('main');
    await expect(main.getByText('รอยืนยัน', { exact: true }).first()).toBeVisible();
    await expectThaiDate(main, appointment.start, "booking's page");
    await expectThaiScreen(cu.page, "booking's page (pending)", people);
  });

  await test.step("customer's e-mail: the request was sent, in Thai", async () => {
    const sent = await mail.received(customer.email, `ส่งคำขอจองถึง ${photographer.name} แล้ว`);
    expectThaiMail(sent, appointment.start, 'เราจะแจ้งให้ทราบเมื่อช่างภาพยืนยันหรือปฏิเสธ');
  });

  const ph = await session('photographer', THAI_BROWSER);
  await test.step("photographer signs in in their Thai browser and accepts on the requests' screen", async () => {
    await signInInBrowser(ph.page, photographer, '/user/login', THAI_WORDS);
    await openInApp(ph.page, '/appointment/confirm');
    const card = appointmentCard(ph.page, customer.name);
    await expect(card).toBeVisible();
    await expectThaiDate(ph.page.getByRole('main'), appointment.start, 'requests to confirm');
    await expectThaiScreen(ph.page, 'requests to confirm', people);
    await ph.page.getByRole('button', { name: `ยืนยันการจองของ ${customer.name}` }).click();
    await expect(card.getByText('ยืนยันแล้ว', { exact: true })).toBeVisible();
  });

  await test.step("photographer's schedule", async () => {
    await openInApp(ph.page, '/profile/schedule');
    await expect(appointmentCard(ph.page, customer.name)).toBeVisible();
    await expectThaiDate(ph.page.getByRole('main'), appointment.start, 'schedule');
    await expectThaiScreen(ph.page, 'schedule', people);
  });

  const { payBy } = await apiGet<Appointment>(`/appointment/${appointment.id}`, customer.idToken);
  if (!payBy) throw new Error('an accepted booking has a pay-by deadline');

  await test.step("the booking's page once accepted: status, pay-by and calendar links in Thai; the customer writes to the photographer", async () => {
    await cu.page.reload();
    const main = cu.page.getByRole('main');
    await expect(main.getByText('ยืนยันแล้ว', { exact: true }).first()).toBeVisible();
    const payByAlert = main.getByRole('alert').filter({ hasText: 'ชำระเงินภายใน' });
    await expect(payByAlert).toContainText(thaiDay(payBy).medium);
    await expect(payByAlert).toContainText('เหลือเวลา');
    await expect(main.getByRole('button', { name: 'เพิ่มลงปฏิทิน' })).toBeVisible();
    await expect(main.getByRole('link', { name: /^เพิ่มลง Google Calendar/ })).toBeVisible();
    await expectThaiDate(main, appointment.start, "booking's page (accepted)");
    await main.getByRole('textbox', { name: `ข้อความถึง ${photographer.name}` }).fill(MESSAGE);
    await main.getByRole('button', { name: 'ส่ง', exact: true }).click();
    await expect(main.getByText(MESSAGE)).toBeVisible();
    await expectThaiScreen(cu.page, "booking's page (accepted)", people);
  });

  await test.step("customer's e-mail: the photographer accepted, pay by a Thai date", async () => {
    const acceptedMail = await mail.received(
      customer.email,
      `${photographer.name} ยืนยันการจองแล้ว กรุณาชำระเงิน`,
    );
    expectThaiMail(acceptedMail, appointment.start, `${photographer.name} รับการจองของคุณแล้ว`);
    expect(acceptedMail.text).toContain('กรุณาชำระเงินภายใน');
    expect(acceptedMail.text).toContain(thaiDay(payBy).long);
  });

  await test.step("the customer's bell: request sent and accepted, pay by a Thai date", async () => {
    await cu.page.getByRole('button', { name: /^การแจ้งเตือน/ }).click();
    const bell = cu.page.getByRole('dialog', { name: 'การแจ้งเตือน' });
    await expect(bell.getByText('ช่างภาพยืนยันการจองแล้ว กรุณาชำระเงิน')).toBeVisible();
    await expect(bell.getByText('ส่งคำขอจองแล้ว')).toBeVisible();
    await expect(bell).toContainText(thaiDay(payBy).medium);
    await expectThaiWords(bell, 'notifications', people);
    await cu.page.keyboard.press('Escape');
    await expect(bell).toHaveCount(0);
  });

  const payment = await until(
    () => apiGet<{ payments: Payment[] }>('/payment', customer.idToken),
    (r) => r.payments.some((p) => p.appointmentId === appointment.id),
    'the payment created on accept',
  ).then((r) => r.payments.find((p) => p.appointmentId === appointment.id)!);

  await test.step('customer pays from To pay through the sandbox checkout and lands on a Thai confirmation', async () => {
    await openInApp(cu.page, '/payment/topay');
    await expect(appointmentCard(cu.page, photographer.name)).toBeVisible();
    await expect(cu.page.getByRole('main')).toContainText(thaiDay(payBy).dayMonth);
    await expectThaiScreen(cu.page, 'to pay', people);
    await appointmentCard(cu.page, photographer.name)
      .getByRole('button', { name: 'ชำระเงินตอนนี้' })
      .click();
    await expect(cu.page).toHaveURL((url) => url.href.startsWith(`${API_URL}/sandbox/checkout/`));
    // The sandbox stands in for the payment provider's own page.
    await cu.page.getByRole('button', { name: 'Pay with card' }).click();
    await expectPath(cu.page, '/payment/success', 30_000);
    await expect(cu.page.getByText('ได้รับการชำระเงินแล้ว').first()).toBeVisible({
      timeout: 30_000,
    });
    await expectThaiScreen(cu.page, 'payment received', people);
    await until(
      () => apiGet<Order>(`/payment/${payment.id}`, customer.idToken),
      (o) => o.payment.status === 'Paid',
      'payment Paid (webhook)',
    );
  });

  await test.step("customer's e-mail: the receipt, in Thai", async () => {
    const receipt = await mail.received(
      customer.email,
      `ใบเสร็จ: การชำระเงินสำหรับการถ่ายภาพกับ ${photographer.name}`,
    );
    expectThaiMail(receipt, appointment.start, 'เราได้รับการชำระเงินของคุณแล้ว');
  });

  await test.step("the order of the booking: the customer's receipt", async () => {
    await openInApp(cu.page, `/payment/order/${payment.id}`);
    const main = cu.page.getByRole('main');
    await expect(main.getByText('ชำระเงินแล้ว', { exact: true }).first()).toBeVisible();
    await expectThaiDate(main, appointment.start, 'order');
    await expectThaiScreen(cu.page, 'order', people);
  });

  await test.step("the customer's list of bookings", async () => {
    await openInApp(cu.page, '/appointment/list');
    const card = appointmentCard(cu.page, photographer.name);
    await expect(card.getByText('ชำระเงินแล้ว', { exact: true })).toBeVisible();
    await expectThaiDate(cu.page.getByRole('main'), appointment.start, 'list of bookings');
    await expectThaiScreen(cu.page, 'list of bookings', people);
  });

  await test.step("the customer's messages", async () => {
    await openInApp(cu.page, '/messages');
    const main = cu.page.getByRole('main');
    await expect(main.getByText(photographer.name).first()).toBeVisible();
    await expect(main, 'the last message, dated in Thai').toContainText(ANY_THAI_DATE);
    await expectThaiScreen(cu.page, 'messages', people);
  });

  await test.step("the shoot is over and completed: the customer's gallery of the photos", async () => {
    await clock.passed(appointment.end);
    await apiSend('PATCH', `/appointment/status/${appointment.id}`, photographer.idToken, {
      status: 'Completed',
    });
    await openInApp(cu.page, `/appointment/${appointment.id}/delivery`);
    const main = cu.page.getByRole('main');
    await expect(main, 'the delivery dated in Thai').toContainText(ANY_THAI_DATE);
    await expectThaiScreen(cu.page, 'gallery', people);
  });

  await test.step('writing a review', async () => {
    await openInApp(cu.page, `/profile/${photographer.uid}/createreview`);
    await expect(cu.page.getByRole('radiogroup', { name: 'คะแนน' })).toBeVisible();
    await expectThaiScreen(cu.page, 'writing a review', people);
  });

  await test.step("the photographer's earnings", async () => {
    await openInApp(ph.page, '/payment/transaction');
    const main = ph.page.getByRole('main');
    await expect(main.getByText('ลูกค้าชำระเงิน').first()).toBeVisible();
    await expect(main, 'the payment dated in Thai').toContainText(ANY_THAI_DATE);
    await expectThaiScreen(ph.page, 'earnings', people);
  });
});
