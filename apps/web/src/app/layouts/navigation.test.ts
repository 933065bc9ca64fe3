import { describe, expect, it } from 'vitest';
import { navItemsFor } from './navigation';

const everyone = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/photographers', labelKey: 'nav.photographers' },
  { to: '/package/allpackage', labelKey: 'nav.packages' },
];

describe('navItemsFor (docs/product.md §1, §6)', () => {
  it('gives a customer booking and paying links', () => {
    expect(navItemsFor('Customer')).toEqual([
      ...everyone,
      { to: '/appointment/list', labelKey: 'nav.appointments' },
      { to: '/payment/topay', labelKey: 'nav.toPay' },
      { to: '/saved', labelKey: 'nav.saved' },
      { to: '/payment/transaction', labelKey: 'nav.transactions' },
      { to: '/messages', labelKey: 'nav.messages', badge: 'unreadMessages' },
    ]);
  });

  it('gives a photographer the confirm, complete and deliver queues, with the pending count, and the schedule', () => {
    expect(navItemsFor('Photographer')).toEqual([
      ...everyone,
      { to: '/appointment/list', labelKey: 'nav.appointments' },
      { to: '/appointment/confirm', labelKey: 'nav.toConfirm', countOf: 'Pending' },
      { to: '/appointment/complete', labelKey: 'nav.toComplete' },
      { to: '/appointment/deliver', labelKey: 'nav.toDeliver' },
      { to: '/profile/schedule', labelKey: 'nav.schedule' },
      { to: '/payment/transaction', labelKey: 'nav.transactions' },
      { to: '/messages', labelKey: 'nav.messages', badge: 'unreadMessages' },
    ]);
  });

  it('gives a user without a role only the shared browsing links', () => {
    expect(navItemsFor('Guest')).toEqual(everyone);
    expect(navItemsFor(undefined)).toEqual(everyone);
  });

  it('adds the operators’ console for a sign-in with the operator claim, and only then', () => {
    const link = { to: '/operator', labelKey: 'nav.operator' };
    expect(navItemsFor('Customer')).not.toContainEqual(link);
    expect(navItemsFor('Customer', true).at(-1)).toEqual(link);
    expect(navItemsFor('Photographer', true).at(-1)).toEqual(link);
  });
});
