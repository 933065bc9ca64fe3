/**
 * Browser steps a user takes to exist in ShootBook: register with e-mail and password, then the
 * docs/product.md §2/§4 registration progression (createUser → selectRole → createPhotographer),
 * and signing in. Selectors are by role and English label, as a user would find them.
 */
import { expect, type Page } from '@playwright/test';

export interface TestUser {
  email: string;
  password: string;
  name: string;
}

/** A user unique to this run (the Auth emulator keeps accounts between runs). */
export function newUser(kind: string): TestUser {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `${kind}-${id}@example.test`,
    password: 'Sh00tBook!',
    name: `${kind[0]!.toUpperCase()}${kind.slice(1)} ${id}`,
  };
}

/** Waits until the address bar shows `path` (string = exact pathname, RegExp = test). */
export async function expectPath(
  page: Page,
  path: string | RegExp,
  timeout?: number,
): Promise<void> {
  await expect(page).toHaveURL(
    (url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)),
    { timeout },
  );
}

/** Waits until `text` is visible somewhere on the page. */
export async function expectText(page: Page, text: string | RegExp, timeout?: number) {
  await expect(page.getByText(text).first()).toBeVisible({ timeout });
}

/** /user/register: e-mail + password sign-up; the guard then sends a new user to createUser. */
export async function register(page: Page, user: TestUser): Promise<void> {
  await page.goto('/user/register');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectPath(page, '/user/register/createUser');
}

/** /user/register/createUser: the profile name (guard step 2). */
export async function createUser(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel('Name').fill(user.name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPath(page, '/user/register/selectRole');
}

/** /user/register/selectRole: Guest → Customer | Photographer (guard step 3). */
export async function selectRole(page: Page, role: 'Customer' | 'Photographer'): Promise<void> {
  // One button per role, named exactly after it; picking saves at once (no separate Continue).
  await page.getByRole('button', { name: role, exact: true }).click();
  await expectPath(page, role === 'Photographer' ? '/user/register/createPhotographer' : '/');
}

/** /user/register/createPhotographer: bank (one of docs/product.md's 12), account number and name (guard step 4). */
export async function createPhotographer(page: Page, user: TestUser): Promise<void> {
  // A Radix select: a combobox labelled "Bank" opening a list of options.
  await page.getByRole('combobox', { name: 'Bank' }).click();
  await page.getByRole('option', { name: 'Kasikorn Bank' }).click();
  await page.getByLabel('Account number').fill('1234567890');
  await page.getByLabel('Account name').fill(user.name);
  // Where customers find them: a province (required) and what they shoot.
  await page.getByRole('combobox', { name: 'Province you work in' }).click();
  await page.getByRole('option', { name: 'Chiang Mai' }).click();
  await page
    .getByRole('group', { name: 'What you shoot' })
    .getByRole('checkbox', { name: 'Wedding bliss' })
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPath(page, '/');
}

/**
 * /user/login (or the page it was sent to with `?next=`): signs `user` in with e-mail and
 * password and waits until the app has left the sign-in page.
 */
export async function signInInBrowser(page: Page, user: TestUser, path = '/user/login') {
  if (path) await page.goto(path);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL((url) => url.pathname.startsWith('/user/login'));
}
