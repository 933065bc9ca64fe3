import { memoize, strategies } from '@formatjs/fast-memoize';

/*
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
