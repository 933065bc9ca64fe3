import * as z from 'zod/mini';

/**
 * A bank account number as a form takes it (openapi.yaml `BankAccount.accountNumber`): spaces and
 * dashes are dropped (`123-4-56789-0` → `1234567890`), then it must be 10–12 digits, else the
 * issue says `message` (a translation key of the form's namespace). Shared by registration's
 * createPhotographer step and the edit-profile form. Kept apart from `bankAccount.ts`, which pages
 * without a form import, so they do not download the schema library.
 */
export function accountNumberSchema(message: string) {
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) => value.replace(/[\s-]/g, '')),
    ),
    z.string().check(z.regex(/^[0-9]{10,12}$/, message)),
  );
}
