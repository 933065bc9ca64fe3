import type { TFunction } from 'i18next';

/**
 * The name to show for a user: "Former user" in the reader's language for a deleted account
 * (`formerUser`, docs/product.md §14: its name is empty), else their name.
 */
export function displayName(user: { name: string; formerUser?: boolean }, t: TFunction): string {
  return user.formerUser ? t('formerUser', { ns: 'common' }) : user.name;
}
