import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { appRoutes } from '../../app/routes';
import { testSession } from '../../test/session';
import { notificationLink } from './describe';

describe('notificationLink', () => {
  it("takes every notification to its booking's own page, a route of the app", () => {
    const link = notificationLink({ appointmentId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d' });
    expect(link).toBe('/appointment/7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d');
    expect(
      matchRoutes(appRoutes({ queryClient: new QueryClient(), session: testSession() }), link)?.at(
        -1,
      )?.route.path,
    ).toBe('/appointment/:id');
  });
});
