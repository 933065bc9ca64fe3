import * as React from 'react';

import { cn } from '../cn.ts';
import { numberFormat } from '../intl-format.ts';

/** How an amount shows its sign: `auto` only "-" for negatives; `exceptZero` also "+" for positives (money in and out). */
type MoneySignDisplay = 'auto' | 'exceptZero';

/**
 * Formats an amount of integer satang (1 THB = 100 satang, docs/decisions/0001 "Wire format")
 * as Thai baht for `locale` with `Intl.NumberFormat(locale, { style: 'currency', currency: 'THB',
 * currencyDisplay: 'narrowSymbol' })`, so the sign is "฿" in English too.
 * Whole-baht amounts drop the ".00" (`150000` → "฿1,500.00" becomes "฿1,500"); others keep
 * two decimals (`150050` → "฿1,500.50").
 *
 * @param satang integer satang; may be negative (refunds, ledger debits).
 * @param locale BCP 47 tag, e.g. `'en'`, `'th-TH'`.
 * @param signDisplay `exceptZero` writes "+฿1,500" and "-฿1,500" (a statement's money in and out); default `auto`.
 */
function formatSatang(
  satang: number,
  locale: string,
  signDisplay: MoneySignDisplay = 'auto',
): string {
  const whole = satang % 100 === 0;
  return numberFormat(locale, {
    style: 'currency',
    currency: 'THB',
    // "฿" in every locale; plain 'en' would print "THB 3,500".
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
    signDisplay,
  }).format(satang / 100);
}

interface MoneyProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  /** Amount in integer satang (docs/product.md §9). */
  satang: number;
  /** BCP 47 locale of the UI, e.g. `'en'` or `'th-TH'`. */
  locale: string;
  /** `price`: large and bold, the headline price of a card (a sub-package). Default: the surrounding text's size. */
  emphasis?: 'none' | 'price';
  /** `exceptZero`: "+" before money in as "-" before money out (statements). Default `auto`: "-" only. */
  signDisplay?: MoneySignDisplay;
}

/**
 * A THB amount, formatted for the user's locale. Numbers use tabular figures so columns align.
 *
 * @example <Money satang={350000} locale="th-TH" /> // "฿3,500"
 */
function Money({
  satang,
  locale,
  emphasis = 'none',
  signDisplay = 'auto',
  className,
  ...props
}: MoneyProps) {
  return (
    <span
      data-slot="money"
      className={cn('tabular-nums', emphasis === 'price' && 'text-lg font-semibold', className)}
      {...props}
    >
      {formatSatang(satang, locale, signDisplay)}
    </span>
  );
}

export { Money, formatSatang, type MoneyProps, type MoneySignDisplay };
