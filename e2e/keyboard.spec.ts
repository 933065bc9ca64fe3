/**
 * Keyboard-only use of ShootBook (WCAG 2.1.1 Keyboard, 2.4.7 Focus Visible): a photographer and a
 * customer sign up, and the customer books a sub-package, with Tab, Shift+Tab, Enter, Space,
 * arrow keys and typing only — no pointer. Every control the walk reaches by Tab must show a focus
 * indicator; a control Tab cannot reach fails the test with the stops it passed.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  apiGet,
  apiSend,
  signIn,
  until,
  type Appointment,
  type Package,
  type Profile,
} from './records.ts';
import { expectPath, expectText, newUser, type TestUser } from './users.ts';

/** Where keyboard focus is, as a person would name it, and whether it can be seen. */
interface FocusStop {
  /** e.g. `button "Continue"`, `input[radio] "09:00–10:00"`. */
  name: string;
  /** The focused element matches `:focus-visible` (the browser judged the focus keyboard-made). */
  focusVisible: boolean;
  /**
   * A focus indicator is drawn: an outline (the browser's own focus ring included) or a ring (a
   * box-shadow spreading ≥ 2 px, as `focus-visible:ring-[3px]`) on the element or its `::before`
   * / `::after` (a card's stretched link), or — when the element itself is visually hidden
   * (a radio behind its label) — on the nearest ancestor with a size.
   */
  ringed: boolean;
  /** Something else is drawn over the middle of the focused element (a sticky bar, a dialog). */
  obscured: boolean;
}

/**
 * The focused element of `page` as a {@link FocusStop}; null when focus is on the body. Judged
 * on the element that still has focus once its focus style has grown in: when focus moves on its
 * own meanwhile — a select's stand-in handing it to the loaded Radix trigger (ui choice-select),
 * which a slow machine's late chunk makes likely — the new element is judged instead, not the
 * detached stand-in (which no longer matches `:focus-visible`).
 */
async function focusStop(page: Page): Promise<FocusStop | null> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const stop = await focusStopOnce(page);
    if (stop !== 'moved') return stop;
  }
  throw new Error('focus kept moving on its own while its stop was judged');
}

/** {@link focusStop}'s one look: `'moved'` when focus moved on while the ring grew in. */
async function focusStopOnce(page: Page): Promise<FocusStop | null | 'moved'> {
  return page.evaluate(async () => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const type = el instanceof HTMLInputElement ? `[${el.type}]` : '';
    const role = el.getAttribute('role');
    const text = (
      el.getAttribute('aria-label') ??
      (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null) ??
      el.closest('label')?.textContent ??
      el.textContent ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60);
    const name = `${el.tagName.toLowerCase()}${type}${role ? `(${role})` : ''} "${text}"`;

    // (No named functions in here: tsx would wrap them in a helper the page lacks.)
    let box: Element | null = el;
    while (box && box.getBoundingClientRect().width <= 1) box = box.parentElement;
    // Judge the ring once it has grown in (buttons and fields ease their focus style in).
    await Promise.all(
      (box?.getAnimations({ subtree: true }) ?? [])
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const transparent = /transparent|rgba\([^)]*,\s*0\)|\/\s*0\)/;
    // On the box itself or on a pseudo-element drawn over it (a card's stretched link).
    const ringed = [null, '::before', '::after'].some((pseudo) => {
      if (!box) return false;
      const style = getComputedStyle(box, pseudo);
      // An outline: the browser's own focus ring (style auto), or one drawn by the page.
      const outlined =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !transparent.test(style.outlineColor);
      // A ring: a box-shadow, opaque enough to see, spreading at least 2 px.
      return (
        outlined ||
        style.boxShadow
          .split(/,(?![^(]*\))/)
          .map((shadow) => shadow.trim())
          .some(
            (shadow) =>
              shadow !== 'none' &&
              !transparent.test(shadow) &&
              (shadow
                .replace(/[a-z-]+\([^)]*\)/g, '')
                .match(/-?[\d.]+px/g)
                ?.map(parseFloat)[3] ?? 0) >= 2,
          )
      );
    });
    const rect = box?.getBoundingClientRect();
    const hit = rect
      ? document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2)
      : null;
    const obscured = !hit || !box || !(box.contains(hit) || hit.contains(box));
    if (document.activeElement !== el) return 'moved' as const;
    return { name, focusVisible: el.matches(':focus-visible'), ringed, obscured };
  });
}

/**
 * Presses `key` (Tab by default; Shift+Tab backwards) until `target` — or an element inside it —
 * has focus, asserting that every stop on the way shows its focus ({@link FocusStop}). Fails
 * after `max` presses, listing the stops passed, so a control Tab cannot reach names itself.
 */
async function tabTo(
  page: Page,
  target: Locator,
  { key = 'Tab', max = 40 }: { key?: 'Tab' | 'Shift+Tab'; max?: number } = {},
): Promise<FocusStop> {
  await expect(target).toBeVisible();
  const passed: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const stop = await focusStop(page);
    if (!stop) {
      passed.push('(body)');
      continue;
    }
    passed.push(stop.name);
    expect(stop.focusVisible, `${stop.name}: focused by keyboard but not :focus-visible`).toBe(
      true,
    );
    expect(stop.ringed, `${stop.name}: no visible focus indicator (outline or ring)`).toBe(true);
    expect(stop.obscured, `${stop.name}: focused but hidden under something else`).toBe(false);
    if (process.env.E2E_DEBUG_FOCUS) console.log(`      ${key} → ${stop.name}`);
    if (await target.evaluate((el) => el.contains(document.activeElement))) return stop;
  }
  throw new Error(
    `${key} never reached ${String(target)}; it stopped at:\n  ${passed.join('\n  ')}`,
  );
}

/** Asserts the focused element is inside `target` and shows its focus. */
async function expectFocusIn(page: Page, target: Locator, what: string): Promise<void> {
  expect(
    await target.evaluate((el) => el.contains(document.activeElement)),
    `${what} has focus (it is on ${(await focusStop(page))?.name ?? 'the body'})`,
  ).toBe(true);
  const stop = (await focusStop(page))!;
  expect(
    stop.focusVisible && stop.ringed && !stop.obscured,
    `${stop.name}: focus is not visible (${JSON.stringify(stop)})`,
  ).toBe(true);
}

/** `register` of users.ts, by keyboard: e-mail and password, then the name (docs/product.md §4 steps 1–2). */
async function registerByKeyboard(page: Page, user: TestUser): Promise<void> {
  await page.goto('/user/register');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(user.email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(user.password);
  await tabTo(page, page.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');
  await expectPath(page, '/user/register/createUser');
  const name = page.getByRole('textbox', { name: /^Name/ });
  await tabTo(page, name);
  await page.keyboard.type(user.name);
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expectPath(page, '/user/register/selectRole');
}

/** Waits until the main navigation offers `link`, a page only the expected role has: signed in as that role. */
async function signedInAs(page: Page, link: string): Promise<void> {
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }),
  ).toBeVisible();
}

/** The role step by keyboard: Tab to the role's button, Space. */
async function selectRoleByKeyboard(page: Page, role: 'Customer' | 'Photographer') {
  await tabTo(page, page.getByRole('button', { name: role, exact: true }));
  await page.keyboard.press('Space');
  await expectPath(page, role === 'Photographer' ? '/user/register/createPhotographer' : '/');
}

/**
 * Opens the Radix select `combobox` from the keyboard, types `typeahead` to reach `option` and
 * chooses it with Enter; asserts the combobox then shows it and keeps focus.
 */
async function chooseByKeyboard(page: Page, combobox: Locator, typeahead: string, option: string) {
  await tabTo(page, combobox);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type(typeahead);
  await expect(
    page.getByRole('option', { name: option, exact: true }).and(page.locator(':focus')),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(combobox).toHaveText(option);
  // Radix hands focus back to the trigger once the closed listbox has unmounted, a frame or two
  // after it leaves the DOM: wait for that (briefly) before asserting where focus is.
  await combobox
    .evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          const started = performance.now();
          const check = () =>
            el.contains(document.activeElement) || performance.now() - started > 2000
              ? resolve()
              : requestAnimationFrame(check);
          check();
        }),
    )
    .catch(() => undefined);
  await expectFocusIn(page, combobox, 'the select, once closed');
}

test('keyboard only: a photographer and a customer sign up, and the customer books', async ({
  session,
}) => {
  test.setTimeout(240_000);
  const photographer = newUser('kbphotographer');
  const ph = await session('photographer');
  const phAuth =
    await test.step('photographer signs up by keyboard: e-mail and password, name, role, bank account, province and specialty', async () => {
      await registerByKeyboard(ph.page, photographer);
      await selectRoleByKeyboard(ph.page, 'Photographer');
      await chooseByKeyboard(
        ph.page,
        ph.page.getByRole('combobox', { name: /^Bank/ }),
        'Kasi',
        'Kasikorn Bank',
      );
      await tabTo(ph.page, ph.page.getByRole('textbox', { name: /^Account number/ }));
      await ph.page.keyboard.type('1234567890');
      await tabTo(ph.page, ph.page.getByRole('textbox', { name: /^Account name/ }));
      await ph.page.keyboard.type(photographer.name);
      await chooseByKeyboard(
        ph.page,
        ph.page.getByRole('combobox', { name: /^Province you work in/ }),
        'Chiang M',
        'Chiang Mai',
      );
      const wedding = ph.page
        .getByRole('group', { name: 'What you shoot' })
        .getByRole('checkbox', { name: 'Wedding bliss' });
      await tabTo(ph.page, wedding);
      await ph.page.keyboard.press('Space');
      await expect(wedding, 'Space ticks the specialty').toHaveAttribute('aria-checked', 'true');
      await tabTo(ph.page, ph.page.getByRole('button', { name: 'Continue' }));
      await ph.page.keyboard.press('Enter');
      await expectPath(ph.page, '/');
      await signedInAs(ph.page, 'To confirm');
      const auth = await signIn(photographer.email, photographer.password);
      const profile = await apiGet<Profile>('/user/profile', auth.idToken);
      expect([profile.role, profile.name, profile.bankAccount?.bank, profile.province]).toEqual([
        'Photographer',
        photographer.name,
        'KASIKORN_BANK',
        'TH-50',
      ]);
      expect(profile.specialties).toEqual(['WEDDING_BLISS']);
      return auth;
    });

  const { pkg, chosen } =
    await test.step('the photographer offers a package with two sub-packages (through the API)', async () => {
      const created = await apiSend<Package>('POST', '/package', phAuth.idToken, {
        title: 'Keyboard Street Portraits',
        description: 'Portraits in the old town.',
        category: 'FAMILY_PORTRAITS',
        location: 'Tha Phae Gate, Chiang Mai',
      });
      await apiSend('POST', `/subpackage/${created.id}`, phAuth.idToken, {
        title: 'Half-hour mini session',
        price: 90000,
        durationMinutes: 30,
      });
      const second = await apiSend<{ id: string; title: string }>(
        'POST',
        `/subpackage/${created.id}`,
        phAuth.idToken,
        { title: 'Two-hour story', price: 400000, durationMinutes: 120 },
      );
      return { pkg: created, chosen: second };
    });

  const customer = newUser('kbcustomer');
  const cu = await session('customer');
  const cuAuth =
    await test.step('customer signs up by keyboard: e-mail and password, name, role → home', async () => {
      await registerByKeyboard(cu.page, customer);
      await selectRoleByKeyboard(cu.page, 'Customer');
      await signedInAs(cu.page, 'To pay');
      const auth = await signIn(customer.email, customer.password);
      const profile = await apiGet<Profile>('/user/profile', auth.idToken);
      expect([profile.role, profile.name]).toEqual(['Customer', customer.name]);
      return auth;
    });

  await test.step("customer, by keyboard, opens the package from the photographer's profile and chooses the second sub-package", async () => {
    // On a phone, where the booking page keeps a summary bar stuck to the bottom of the screen.
    await cu.page.setViewportSize({ width: 360, height: 740 });
    await cu.page.goto(`/profile/${phAuth.uid}`);
    await expect(
      cu.page.getByRole('main').getByRole('heading', { name: photographer.name }),
    ).toBeVisible();
    await tabTo(cu.page, cu.page.getByRole('link', { name: new RegExp(pkg.title) }).first(), {
      max: 60,
    });
    await cu.page.keyboard.press('Enter');
    await expectPath(cu.page, `/package/${pkg.id}`);
    await tabTo(cu.page, cu.page.getByRole('link', { name: `Book ${chosen.title}` }), { max: 60 });
    await cu.page.keyboard.press('Enter');
    await expectPath(cu.page, `/package/${pkg.id}/subpackage/appointment/create/${chosen.id}`);
  });

  const calendar = cu.page.locator('[data-slot="calendar"]');
  const day =
    await test.step('customer Tabs into the month calendar, moves to the next free day with the arrow keys and takes it with Enter', async () => {
      const days = calendar.locator('[data-slot="calendar-day"]');
      await expect(
        calendar.locator('[data-slot="calendar-day"][data-available]').first(),
      ).toBeVisible();
      const firstDay = await tabTo(cu.page, calendar.getByRole('grid'), { max: 60 });
      expect(
        firstDay.name,
        `Tab lands on the chosen (first free) day, not on ${firstDay.name}`,
      ).toMatch(/free times?, selected/);
      const focusedDay = days.and(cu.page.locator(':focus'));
      const from = (await focusedDay.getAttribute('data-day'))!;
      await cu.page.keyboard.press('ArrowRight');
      await expect(focusedDay, 'the arrow key moves to another day').not.toHaveAttribute(
        'data-day',
        from,
        { timeout: 5_000 },
      );
      await expectFocusIn(cu.page, calendar, 'a day of the calendar after ArrowRight');
      const to = (await focusedDay.getAttribute('data-day'))!;
      expect(to > from, `ArrowRight moves forward (${from} → ${to})`).toBe(true);
      await expect(focusedDay, 'the arrows skip days without free times').toHaveAttribute(
        'data-available',
      );
      await cu.page.keyboard.press('Enter');
      await expect(
        calendar.locator(`[data-slot="calendar-day"][data-day="${to}"][data-selected]`),
      ).toBeVisible();
      await expectFocusIn(cu.page, calendar, 'the chosen day');
      return to;
    });

  const start =
    await test.step("customer Tabs to the day's times, takes the second with an arrow key, writes a note, goes back to the day with Shift+Tab and on to the place", async () => {
      const times = cu.page.getByRole('group', { name: 'Available times' }).getByRole('radio');
      await tabTo(cu.page, times.first());
      await cu.page.keyboard.press('ArrowRight');
      const time = times.nth(1);
      await expect(time, 'the arrow key takes the next time').toBeChecked();
      await expectFocusIn(cu.page, time, 'the second time');
      const value = await time.inputValue();
      expect(
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(value)),
        'the time is on the day chosen in the calendar',
      ).toBe(day);
      await tabTo(cu.page, cu.page.getByRole('textbox', { name: 'Note for the photographer' }));
      await cu.page.keyboard.type('Booked without a mouse');
      // Back up, past the place and the times, to the chosen day, still chosen; then down again to
      // the place (Tab selects its text, so typing replaces it).
      const chosenDay = calendar.locator(`[data-slot="calendar-day"][data-day="${day}"]`);
      await tabTo(cu.page, chosenDay, { key: 'Shift+Tab' });
      await expect(chosenDay, 'the day is still chosen').toHaveAttribute('data-selected', 'true');
      await expect(time, 'and so is the time').toBeChecked();
      await tabTo(cu.page, cu.page.getByRole('textbox', { name: /^Location/ }));
      await cu.page.keyboard.type('Wat Chedi Luang');
      return value;
    });

  await test.step('customer Tabs to Book and presses Enter → the booking’s page shows the request', async () => {
    await tabTo(cu.page, cu.page.getByRole('button', { name: 'Book', exact: true }).last());
    await cu.page.keyboard.press('Enter');
    await expectText(cu.page, 'Booking requested');
    const appointment = await until(
      () => apiGet<{ appointments: Appointment[] }>('/appointment', cuAuth.idToken),
      (r) => r.appointments.length === 1,
      "the customer's appointment",
    ).then((r) => r.appointments[0]!);
    expect([
      appointment.status,
      appointment.subpackageId,
      appointment.start,
      appointment.note,
      appointment.location,
    ]).toEqual(['Pending', chosen.id, start, 'Booked without a mouse', 'Wat Chedi Luang']);
    await expectPath(cu.page, `/appointment/${appointment.id}`);
    const main = cu.page.getByRole('main');
    await expect(main.getByText(chosen.title).first()).toBeVisible();
    await expect(main.getByText('Pending', { exact: true }).first()).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Note for the photographer' })).toHaveValue(
      'Booked without a mouse',
    );
  });
});
