import { notificationKinds } from '@shootbook/machines';
import { describe, expect, it } from 'vitest';

import { defaultRoutes } from '../../app/routes';
import { notificationLink } from './describe';

describe('notificationLink', () => {
  it('takes every kind of notification to a route of the app', () => {
    const paths = defaultRoutes.map((route) => route.path);
    for (const kind of notificationKinds) expect(paths, kind).toContain(notificationLink(kind));
  });

  it('sends a photographer to answer a request, and a customer to pay an accepted booking', () => {
    expect(notificationLink('requested')).toBe('/appointment/confirm');
    expect(notificationLink('accepted')).toBe('/payment/topay');
  });
});
