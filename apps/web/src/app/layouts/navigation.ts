import type { AppointmentStatus } from '@shootbook/api-client';
import { navRowsFor } from '@shootbook/machines';
import type { Role } from '../../auth/profile';

/**
 * One main-navigation link: `labelKey` is a key of the `common` namespace; `countOf` shows how
 * many of the user's appointments have that status (what waits for them on that page).
 */
export interface NavItem {
  to: string;
  labelKey: string;
  countOf?: AppointmentStatus;
  /** Another count the link shows: the unread messages (docs/decisions/0028). */
  badge?: 'unreadMessages';
}

/**
 * Main navigation per role (docs/product.md §1, §6): customers book and pay; photographers confirm
 * and complete appointments and keep a schedule. The links, their order and who sees them are the
 * route table's (`navRowsFor` of `@shootbook/machines`). Guests never see the default layout (the
 * route guard keeps them on /user/register/selectRole). The console's link only with `operator`
 * (the sign-in's claim, docs/decisions/0033).
 */
export function navItemsFor(role: Role | undefined, operator = false): NavItem[] {
  return navRowsFor(role, operator).map(({ path, nav: { labelKey, countOf, badge } }) => ({
    to: path,
    labelKey,
    ...(countOf ? { countOf } : {}),
    ...(badge ? { badge } : {}),
  }));
}
