/**
 * Keyboard-only use of ShootBook (WCAG 2.1.1 Keyboard, 2.4.7 Focus Visible): a photographer and a
 * customer sign up, and the customer books a sub-package, with Tab, Shift+Tab, Enter, Space,
 * arrow keys and typing only — no pointer. Every control the walk reaches by Tab must show a focus
 * indicator; a control Tab cannot reach fails the test with the stops it passed.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import type { E2ETest } from './run.ts';
import { API_URL } from './stack.ts';
import { apiGet, eventually, signIn, type Appointment, type Package } from './records.ts';
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
  await target.waitFor();
  const passed: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const stop = await focusStop(page);
    if (!stop) {
      passed.push('(body)');
      continue;
    }
    passed.push(stop.name);
    assert.ok(stop.focusVisible, `${stop.name}: focused by keyboard but not :focus-visible`);
    assert.ok(stop.ringed, `${stop.name}: no visible focus indicator (outline or ring)`);
    assert.ok(!stop.obscured, `${stop.name}: focused but hidden under something else`);
    if (process.env.E2E_DEBUG_FOCUS) console.log(`      ${key} → ${stop.name}`);
    if (await target.evaluate((el) => el.contains(document.activeElement))) return stop;
  }
  throw new Error(
    `${key} never reached ${String(target)}; it stopped at:\n  ${passed.join('\n  ')}`,
  );
}

/** Asserts the focused element is inside `target` and shows its focus. */
async function expectFocusIn(page: Page, target: Locator, what: string): Promise<void> {
  assert.ok(
    await target.evaluate((el) => el.contains(document.activeElement)),
    `${what} has focus (it is on ${(await focusStop(page))?.name ?? 'the body'})`,
  );
  const stop = (await focusStop(page))!;
  assert.ok(
    stop.focusVisible && stop.ringed && !stop.obscured,
    `${stop.name}: focus is not visible (${JSON.stringify(stop)})`,
  );
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
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).waitFor();
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
  await page.getByRole('listbox').waitFor();
  await page.keyboard.type(typeahead);
  await page
    .getByRole('option', { name: option, exact: true })
    .and(page.locator(':focus'))
    .waitFor();
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  assert.equal((await combobox.innerText()).trim(), option);
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

/** POST `body` to the API as the signed-in user; returns the created record. */
async function apiPost<T>(path: string, idToken: string, body: unknown): Promise<T> {
  const res = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path} → ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

const keyboardOnly: E2ETest = {
  name: 'keyboard only: a photographer and a customer sign up, and the customer books',
  async run(t) {
    const photographer = newUser('kbphotographer');
    const ph = await t.session('photographer');
    t.step(
      'photographer signs up by keyboard: e-mail and password, name, role, bank account, province and specialty',
    );
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
    assert.equal(await wedding.getAttribute('aria-checked'), 'true', 'Space ticks the specialty');
    await tabTo(ph.page, ph.page.getByRole('button', { name: 'Continue' }));
    await ph.page.keyboard.press('Enter');
    await expectPath(ph.page, '/');
    await signedInAs(ph.page, 'To confirm');
    const phAuth = await signIn(photographer.email, photographer.password);
    const phProfile = await apiGet<{
      role: string;
      name: string;
      bankAccount?: { bank: string; accountNumber: string };
      province: string | null;
      specialties: string[];
    }>('/user/profile', phAuth.idToken);
    assert.deepEqual(
      [phProfile.role, phProfile.name, phProfile.bankAccount?.bank, phProfile.province],
      ['Photographer', photographer.name, 'KASIKORN_BANK', 'TH-50'],
    );
    assert.deepEqual(phProfile.specialties, ['WEDDING_BLISS']);

    t.step('the photographer offers a package with two sub-packages (through the API)');
    const pkg = await apiPost<Package>('/package', phAuth.idToken, {
      title: 'Keyboard Street Portraits',
      description: 'Portraits in the old town.',
      category: 'FAMILY_PORTRAITS',
      location: 'Tha Phae Gate, Chiang Mai',
    });
    await apiPost(`/subpackage/${pkg.id}`, phAuth.idToken, {
      title: 'Half-hour mini session',
      price: 90000,
      durationMinutes: 30,
    });
    const chosen = await apiPost<{ id: string; title: string }>(
      `/subpackage/${pkg.id}`,
      phAuth.idToken,
      { title: 'Two-hour story', price: 400000, durationMinutes: 120 },
    );

    const customer = newUser('kbcustomer');
    const cu = await t.session('customer');
    t.step('customer signs up by keyboard: e-mail and password, name, role → home');
    await registerByKeyboard(cu.page, customer);
    await selectRoleByKeyboard(cu.page, 'Customer');
    await signedInAs(cu.page, 'To pay');
    const cuAuth = await signIn(customer.email, customer.password);
    const cuProfile = await apiGet<{ role: string; name: string }>('/user/profile', cuAuth.idToken);
    assert.deepEqual([cuProfile.role, cuProfile.name], ['Customer', customer.name]);

    t.step(
      "customer, by keyboard, opens the package from the photographer's profile and chooses the second sub-package",
    );
    // On a phone, where the booking page keeps a summary bar stuck to the bottom of the screen.
    await cu.page.setViewportSize({ width: 360, height: 740 });
    await cu.page.goto(`/profile/${phAuth.uid}`);
    await cu.page.getByRole('main').getByRole('heading', { name: photographer.name }).waitFor();
    await tabTo(cu.page, cu.page.getByRole('link', { name: new RegExp(pkg.title) }).first(), {
      max: 60,
    });
    await cu.page.keyboard.press('Enter');
    await expectPath(cu.page, `/package/${pkg.id}`);
    await tabTo(cu.page, cu.page.getByRole('link', { name: `Book ${chosen.title}` }), { max: 60 });
    await cu.page.keyboard.press('Enter');
    await expectPath(cu.page, `/package/${pkg.id}/subpackage/appointment/create/${chosen.id}`);

    t.step(
      'customer Tabs into the month calendar, moves to the next free day with the arrow keys and takes it with Enter',
    );
    const calendar = cu.page.locator('[data-slot="calendar"]');
    const days = calendar.locator('[data-slot="calendar-day"]');
    await calendar.locator('[data-slot="calendar-day"][data-available]').first().waitFor();
    const firstDay = await tabTo(cu.page, calendar.getByRole('grid'), { max: 60 });
    assert.match(
      firstDay.name,
      /free times?, selected/,
      `Tab lands on the chosen (first free) day, not on ${firstDay.name}`,
    );
    const from = await days.and(cu.page.locator(':focus')).getAttribute('data-day');
    await cu.page.keyboard.press('ArrowRight');
    const focusedDay = days.and(cu.page.locator(':focus'));
    await eventually(
      () => focusedDay.getAttribute('data-day').catch(() => from),
      (day) => day !== from,
      'the arrow key to move to another day',
      5_000,
    );
    await expectFocusIn(cu.page, calendar, 'a day of the calendar after ArrowRight');
    const day = (await focusedDay.getAttribute('data-day'))!;
    assert.ok(day > from!, `ArrowRight moves forward (${from} → ${day})`);
    assert.notEqual(
      await focusedDay.getAttribute('data-available'),
      null,
      'the arrows skip days without free times',
    );
    await cu.page.keyboard.press('Enter');
    await calendar
      .locator(`[data-slot="calendar-day"][data-day="${day}"][data-selected]`)
      .waitFor();
    await expectFocusIn(cu.page, calendar, 'the chosen day');

    t.step(
      "customer Tabs to the day's times, takes the second with an arrow key, writes a note, goes back to the day with Shift+Tab and on to the place",
    );
    const times = cu.page.getByRole('group', { name: 'Available times' }).getByRole('radio');
    await tabTo(cu.page, times.first());
    await cu.page.keyboard.press('ArrowRight');
    const time = times.nth(1);
    assert.equal(await time.isChecked(), true, 'the arrow key takes the next time');
    await expectFocusIn(cu.page, time, 'the second time');
    const start = await time.inputValue();
    assert.equal(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(start)),
      day,
      'the time is on the day chosen in the calendar',
    );
    await tabTo(cu.page, cu.page.getByRole('textbox', { name: 'Note for the photographer' }));
    await cu.page.keyboard.type('Booked without a mouse');
    // Back up, past the place and the times, to the chosen day, still chosen; then down again to the place (Tab selects its text, so typing
    // replaces it).
    const chosenDay = calendar.locator(`[data-slot="calendar-day"][data-day="${day}"]`);
    await tabTo(cu.page, chosenDay, { key: 'Shift+Tab' });
    assert.equal(await chosenDay.getAttribute('data-selected'), 'true', 'the day is still chosen');
    assert.equal(await time.isChecked(), true, 'and so is the time');
    await tabTo(cu.page, cu.page.getByRole('textbox', { name: /^Location/ }));
    await cu.page.keyboard.type('Wat Chedi Luang');

    t.step('customer Tabs to Book and presses Enter → the booking’s page shows the request');
    await tabTo(cu.page, cu.page.getByRole('button', { name: 'Book', exact: true }).last());
    await cu.page.keyboard.press('Enter');
    await expectText(cu.page, 'Booking requested');
    const appointment = await eventually(
      () => apiGet<{ appointments: Appointment[] }>('/appointment', cuAuth.idToken),
      (r) => r.appointments.length === 1,
      "the customer's appointment",
    ).then((r) => r.appointments[0]!);
    assert.deepEqual(
      [
        appointment.status,
        appointment.subpackageId,
        appointment.start,
        appointment.note,
        appointment.location,
      ],
      ['Pending', chosen.id, start, 'Booked without a mouse', 'Wat Chedi Luang'],
    );
    await expectPath(cu.page, `/appointment/${appointment.id}`);
    const main = cu.page.getByRole('main');
    await main.getByText(chosen.title).first().waitFor();
    await main.getByText('Pending', { exact: true }).first().waitFor();
    assert.equal(
      await main.getByRole('textbox', { name: 'Note for the photographer' }).inputValue(),
      'Booked without a mouse',
    );
  },
};

export const keyboardTests: E2ETest[] = [keyboardOnly];
