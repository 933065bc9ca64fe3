import * as z from 'zod/mini';
import { localToUtcIso } from './time';

/** Form values of the busy-time page: wall-clock date and time in the photographer's zone. */
export interface BusyTimeFormValues {
  title: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

/** Message keys (namespace `schedule`, `create.errors.*`) the schema reports. */
export type BusyTimeFormError = 'required' | 'titleTooLong' | 'endBeforeStart' | 'inPast';

/**
 * Validation of the busy-time form in `timeZone`: all dates/times present, title ≤ 120 characters
 * (openapi.yaml `BusyTimeCreate`), end after start and end after `now()`. Messages are
 * {@link BusyTimeFormError} keys, translated by the page.
 */
export function busyTimeSchema(timeZone: string, now: () => number = Date.now) {
  const required = z.string().check(z.minLength(1, 'required'));
  return z
    .object({
      title: z.string().check(z.maxLength(120, 'titleTooLong')),
      startDate: required,
      startTime: required,
      endDate: required,
      endTime: required,
    })
    .check(
      z.superRefine((v, ctx) => {
        let start: number;
        let end: number;
        try {
          start = Date.parse(localToUtcIso(v.startDate, v.startTime, timeZone));
          end = Date.parse(localToUtcIso(v.endDate, v.endTime, timeZone));
        } catch {
          return; // a malformed date/time is reported by the browser's input
        }
        if (end <= start)
          ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'endBeforeStart' });
        else if (end <= now())
          ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'inPast' });
      }),
    );
}

/**
 * The `POST /user/busytime` body for valid form values: start and end as ISO UTC (converted from
 * `timeZone` with @date-fns/tz), title trimmed and left out when empty.
 */
export function busyTimeRequest(
  values: BusyTimeFormValues,
  timeZone: string,
): { start: string; end: string; title?: string } {
  const title = values.title.trim();
  return {
    start: localToUtcIso(values.startDate, values.startTime, timeZone),
    end: localToUtcIso(values.endDate, values.endTime, timeZone),
    ...(title ? { title } : {}),
  };
}
