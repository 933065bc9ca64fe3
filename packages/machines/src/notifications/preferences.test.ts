import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { notificationKinds, reminderKinds } from './notifications.ts';
import {
  defaultNotificationPreferences,
  deliverAt,
  notificationChannels,
  notificationTopics,
  topicOf,
  wantsNotification,
} from './preferences.ts';

const HOUR = 3_600_000;
/** The Bangkok wall-clock hour of an instant (UTC+7, no daylight saving). */
const bangkokHour = (at: Date): number => (at.getUTCHours() + 7) % 24;

const instants = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2035-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const topics = fc.constantFrom(...notificationTopics);
const channels = fc.constantFrom(...notificationChannels);

describe('deliverAt: quiet hours 22:00–07:00 in Bangkok', () => {
  it('sends at once during the day', () => {
    // 14:00 in Bangkok.
    const now = new Date('2026-12-07T07:00:00Z');
    expect(deliverAt('messages', 'push', now)).toEqual(now);
  });

  it('defers booking news written at 23:30 in Bangkok to 07:00 the next morning', () => {
    expect(deliverAt('bookings', 'line', new Date('2026-12-07T16:30:00Z'))).toEqual(
      new Date('2026-12-08T00:00:00Z'),
    );
  });

  it('defers one written at 05:00 in Bangkok to 07:00 the same morning', () => {
    expect(deliverAt('bookings', 'push', new Date('2026-12-07T22:00:00Z'))).toEqual(
      new Date('2026-12-08T00:00:00Z'),
    );
  });

  it('sends an e-mail at once, even at 23:30 (it rings nothing; it is the record)', () => {
    const now = new Date('2026-12-07T16:30:00Z');
    expect(deliverAt('bookings', 'email', now)).toEqual(now);
  });

  it('sends a person’s message at once, even at 23:30: a conversation is as quick as a chat', () => {
    const now = new Date('2026-12-07T16:30:00Z');
    expect(deliverAt('messages', 'line', now)).toEqual(now);
    expect(deliverAt('messages', 'push', now)).toEqual(now);
  });

  it('sends a reminder at once, even at 04:00', () => {
    const now = new Date('2026-12-07T21:00:00Z');
    expect(deliverAt('reminders', 'push', now)).toEqual(now);
  });

  it('is never earlier than now, at most 9 hours later, and never inside quiet hours', () => {
    fc.assert(
      fc.property(topics, channels, instants, (topic, channel, now) => {
        const at = deliverAt(topic, channel, now);
        expect(at.getTime()).toBeGreaterThanOrEqual(now.getTime());
        expect(at.getTime() - now.getTime()).toBeLessThanOrEqual(9 * HOUR);
        if (topic !== 'reminders' && topic !== 'messages' && channel !== 'email') {
          const hour = bangkokHour(at);
          expect(hour >= 7 && hour < 22).toBe(true);
        }
      }),
    );
  });

  it('moves only what falls in quiet hours, and then to exactly 07:00 in Bangkok', () => {
    fc.assert(
      fc.property(topics, channels, instants, (topic, channel, now) => {
        const at = deliverAt(topic, channel, now);
        const quiet = bangkokHour(now) >= 22 || bangkokHour(now) < 7;
        const moved = at.getTime() !== now.getTime();
        expect(moved).toBe(
          quiet && topic !== 'reminders' && topic !== 'messages' && channel !== 'email',
        );
        expect(!moved || (bangkokHour(at) === 7 && at.getTime() % HOUR === 0)).toBe(true);
      }),
    );
  });

  it('is idempotent: a deferred time is itself sent at once', () => {
    fc.assert(
      fc.property(topics, channels, instants, (topic, channel, now) => {
        const at = deliverAt(topic, channel, now);
        expect(deliverAt(topic, channel, at)).toEqual(at);
      }),
    );
  });
});

describe('notification preferences', () => {
  it('are all on by default', () => {
    const preferences = defaultNotificationPreferences();
    for (const topic of notificationTopics)
      for (const channel of notificationChannels)
        expect(wantsNotification(preferences, topic, channel), `${topic} ${channel}`).toBe(true);
  });

  it('count a missing entry as on and follow a stored one', () => {
    expect(wantsNotification({}, 'delivery', 'line')).toBe(true);
    expect(wantsNotification({ delivery: { line: false } }, 'delivery', 'line')).toBe(false);
    expect(wantsNotification({ delivery: { line: false } }, 'delivery', 'push')).toBe(true);
  });

  it('file the reminders under reminders, the photos under delivery, the rest under bookings', () => {
    expect(reminderKinds.map(topicOf)).toEqual(reminderKinds.map(() => 'reminders'));
    expect(topicOf('finals_delivered')).toBe('delivery');
    expect(topicOf('proofs_ready')).toBe('delivery');
    expect(topicOf('accepted')).toBe('bookings');
    expect(topicOf('canceled')).toBe('bookings');
    expect(new Set(notificationKinds.map(topicOf))).toEqual(
      new Set(['reminders', 'delivery', 'bookings']),
    );
  });
});
