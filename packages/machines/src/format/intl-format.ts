import { memoize, strategies } from '@formatjs/fast-memoize';

/*
 * The one place dates, times and numbers get their Intl formatters: every screen (packages/ui
 * re-exports these), the web app's formats (apps/web features/scheduling/time.ts) and the API's
 * e-mails build theirs here; scripts/house-rules.test.ts keeps it so. Pure: no DOM, no React.
 *
 * Building an Intl formatter costs far more than formatting with one: in V8 an
 * `Intl.DateTimeFormat` with a time zone takes ~50 µs to build (~110 µs when it then formats a
 * range) against < 1 µs per `format`, four times that on a slow phone. A list of appointment
 * cards, a slot calendar or a page of prices built two or three per row or per render. These
 * return one formatter per locale and options for the life of the page (a handful: the UI's two
 * locales times the formats the app writes), memoized by @formatjs/fast-memoize as FormatJS does
 * for its own formatters (arguments serialised with `JSON.stringify`, so options written in the
 * same key order share one).
 */

/** One formatter per distinct `(locale, options)`, built by `make` the first time it is asked for. */
function shared<Options, Formatter>(
  make: (locale: string, options?: Options) => Formatter,
): (locale: string, options?: Options) => Formatter {
  return memoize(make, { strategy: strategies.variadic });
}

/**
 * The shared `Intl.DateTimeFormat` of `locale` (a BCP 47 tag such as `'en-GB'` or `'th-TH'`) and
 * `options` (e.g. `{ timeZone: 'Asia/Bangkok', dateStyle: 'medium' }`).
 * @throws RangeError as `Intl.DateTimeFormat` does, for an invalid locale or time zone.
 */
export const dateTimeFormat = shared(
  (locale: string, options?: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, options),
);

/**
 * The shared `Intl.NumberFormat` of `locale` and `options` (currency, unit, sign display …).
 * @throws RangeError as `Intl.NumberFormat` does, for an invalid locale, currency or unit.
 */
export const numberFormat = shared(
  (locale: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

/**
 * The shared `Intl.RelativeTimeFormat` of `locale` and `options` ("in 23 hours").
 * @throws RangeError as `Intl.RelativeTimeFormat` does, for an invalid locale.
 */
export const relativeTimeFormat = shared(
  (locale: string, options?: Intl.RelativeTimeFormatOptions) =>
    new Intl.RelativeTimeFormat(locale, options),
);

/** The zone dates are written in unless the photographer's is given (docs/product.md §10.4). */
export const DISPLAY_TIME_ZONE = 'Asia/Bangkok';

/**
 * The locale dates and numbers are written in for a UI or mail `language` (`en`, `th`, or a tag
 * such as `th-TH`): `th-TH` for Thai — whose calendar is the Buddhist one, "19 ธ.ค. 2569" — and
 * `en-GB` otherwise ("19 Dec 2026", 24-hour times).
 */
export function formattingLocale(language: string | undefined): string {
  return language?.toLowerCase().startsWith('th') ? 'th-TH' : 'en-GB';
}
