import { describe, expect, it } from 'vitest';
import { busyTimeRequest, busyTimeSchema } from './busy-time-form';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const schema = busyTimeSchema('Asia/Bangkok', () => NOW);
const valid = {
  title: ' Holiday ',
  startDate: '2026-11-23',
  startTime: '09:00',
  endDate: '2026-11-23',
  endTime: '18:00',
};

describe('busy time form', () => {
  it('sends Bangkok wall-clock times as UTC with a trimmed title', () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(busyTimeRequest(valid, 'Asia/Bangkok')).toEqual({
      start: '2026-11-23T02:00:00.000Z',
      end: '2026-11-23T11:00:00.000Z',
      title: 'Holiday',
    });
  });

  it('leaves out an empty title', () => {
    expect(busyTimeRequest({ ...valid, title: '  ' }, 'Asia/Bangkok')).not.toHaveProperty('title');
  });

  it('refuses an end before the start, on the end time field', () => {
    const result = schema.safeParse({ ...valid, endTime: '08:00' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['endTime'], message: 'endBeforeStart' });
  });

  it('refuses a busy time that is already over', () => {
    const result = schema.safeParse({ ...valid, startDate: '2026-11-20', endDate: '2026-11-20' });
    expect(result.error?.issues[0]?.message).toBe('inPast');
  });

  it('requires dates and times', () => {
    const result = schema.safeParse({ ...valid, startDate: '' });
    expect(result.error?.issues.map((i) => i.message)).toContain('required');
  });
});
