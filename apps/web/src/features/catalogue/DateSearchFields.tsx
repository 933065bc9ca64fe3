import {
  DAY_PART_NAMES,
  addDaysToDate,
  type DayPart,
  formatSearchDay,
  formattingLocale,
} from '@shootbook/machines';
import { DatePicker, Field, NativeSelect, NativeSelectOption } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { FALLBACK_TIMEZONE, utcToLocalParts } from '../scheduling/time';

/** Today in Bangkok, `yyyy-MM-dd`: the earliest day the date picker offers (docs/product.md §10.3). */
export function todayInBangkok(now: Date = new Date()): string {
  return utcToLocalParts(now, FALLBACK_TIMEZONE).date;
}

/** The next `count` days after `date`, `yyyy-MM-dd`: where "no result" looks for alternatives. */
export function nextDays(date: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDaysToDate(date, i + 1));
}

/**
 * "3 free times on Sat 19 Dec" in the UI language (docs/product.md §2 "Find by date"), or
 * undefined when the item carries no count (the list was not asked by date).
 */
export function useFreeTimesLine(): (
  count: number | undefined,
  date: string | undefined,
) => string | undefined {
  const { t, i18n } = useTranslation('package');
  const locale = formattingLocale(i18n.language);
  return (count, date) =>
    count !== undefined && date
      ? t('dateSearch.freeTimes', { count, day: formatSearchDay(date, locale) })
      : undefined;
}

/**
 * The date and part-of-day fields of the browse filters: the ui `DatePicker` from today on,
 * written in the UI language by the formatting module ("อ. 8 ธ.ค. 2569": Thai months and the
 * Buddhist era in Thai; the browser's `<input type="date">` wrote the browser's own format
 * instead, "mm/dd/yyyy" on a Thai page), and a native select of the parts of the day
 * (packages/machines `DAY_PARTS`), enabled once a date is chosen.
 */
export function DateSearchFields({
  date,
  part,
  onDateChange,
  onPartChange,
}: {
  /** `yyyy-MM-dd` or `''`. */
  date: string;
  part: DayPart | '';
  onDateChange: (date: string) => void;
  onPartChange: (part: DayPart | '') => void;
}) {
  const { t, i18n } = useTranslation('package');
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2 sm:gap-2">
      <Field label={t('dateSearch.date')}>
        {(control) => (
          <DatePicker
            {...control}
            min={todayInBangkok()}
            value={date}
            onValueChange={onDateChange}
            locale={formattingLocale(i18n.language)}
            placeholder={t('dateSearch.anyDay')}
            clearLabel={t('dateSearch.removeDate')}
          />
        )}
      </Field>
      <Field label={t('dateSearch.part')}>
        {(control) => (
          <NativeSelect
            {...control}
            value={part}
            disabled={!date}
            onChange={(event) =>
              onPartChange(DAY_PART_NAMES.find((name) => name === event.target.value) ?? '')
            }
          >
            <NativeSelectOption value="">{t('dateSearch.anyPart')}</NativeSelectOption>
            {DAY_PART_NAMES.map((name) => (
              <NativeSelectOption key={name} value={name}>
                {t(`dateSearch.parts.${name}`)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        )}
      </Field>
    </div>
  );
}
