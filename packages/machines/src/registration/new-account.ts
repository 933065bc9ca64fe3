/**
 * Whether an account is new enough to be welcomed rather than welcomed back (docs/product.md §2
 * "Home"): a greeting of "Welcome back" to someone who has just signed up reads as a mistake.
 */

/** An account is new for this many minutes after it was created (its first day). */
export const NEW_ACCOUNT_MINUTES = 24 * 60;

/**
 * Whether the account created at `createdAt` is still new at `now` (both ISO-8601 UTC): created
 * less than {@link NEW_ACCOUNT_MINUTES} before `now`. A creation time after `now` (a clock
 * slightly behind the server's) counts as new; an unreadable one as not new.
 */
export function isNewAccount(createdAt: string, now: string): boolean {
  const age = Date.parse(now) - Date.parse(createdAt);
  if (Number.isNaN(age)) return false;
  return age < NEW_ACCOUNT_MINUTES * 60_000;
}
