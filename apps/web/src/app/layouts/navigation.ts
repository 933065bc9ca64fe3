import type { AppointmentStatus } from '@shootbook/api-client';
import type { Role } from '../../auth/profile';

/**
 * One main-navigation link: `labelKey` is a key of the `common` namespace; `countOf` shows how
 * many of the user's appointments have that status (what waits for them on that page).
 */
export interface NavItem {
  to: string;
  labelKey: string;
  countOf?: AppointmentStatus;
}

const everyone: NavItem[] = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/photographers', labelKey: 'nav.photographers' },
  { to: '/package/allpackage', labelKey: 'nav.packages' },
];

/**
 * Main navigation per role (PRODUCT.md "Actors"): customers book and pay; photographers confirm
 * and complete appointments and keep a schedule. Guests never see the default layout (the route
 * guard keeps them on /user/register/selectRole).
 */
export function navItemsFor(role: Role | undefined): NavItem[] {
  switch (role) {
    case 'Customer':
      return [
        ...everyone,
        { to: '/appointment/list', labelKey: 'nav.appointments' },
        { to: '/payment/topay', labelKey: 'nav.toPay' },
        { to: '/payment/transaction', labelKey: 'nav.transactions' },
      ];
    case 'Photographer':
      return [
        ...everyone,
        { to: '/appointment/list', labelKey: 'nav.appointments' },
        { to: '/appointment/confirm', labelKey: 'nav.toConfirm', countOf: 'Pending' },
        { to: '/appointment/complete', labelKey: 'nav.toComplete' },
        { to: '/profile/schedule', labelKey: 'nav.schedule' },
        { to: '/payment/transaction', labelKey: 'nav.transactions' },
      ];
    default:
      return everyone;
  }
}
