import { formattingLocale } from '@shootbook/machines';
import { Button, Columns, DatePicker, Field, Fieldset, Stack } from '@shootbook/ui';
import type { StatementDates } from '@shootbook/machines';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The transactions' date range: two ui `DatePicker`s in the UI language (whole days in Bangkok
 * time, both included, either empty — "No limit" — for no limit; a chosen day can be removed in
 * its calendar). Edits stay local until "Show" applies them through `onApply`; "Clear dates"
 * applies none. `error` is the
 * range's problem, announced on the group. Give it a `key` of the applied dates so it starts
 * from them again after each change.
 */
export function StatementDatesForm({
  value,
  error,
  onApply,
}: {
  value: StatementDates;
  error?: string;
  onApply: (dates: StatementDates) => void;
}) {
  const { t, i18n } = useTranslation('payment');
  const locale = formattingLocale(i18n.resolvedLanguage);
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
  };

  return (
    <form aria-label={t('transactions.range.label')} onSubmit={submit} noValidate>
      <Stack gap={4}>
        <Fieldset
          legend={t('transactions.range.legend')}
          description={t('transactions.range.description')}
          error={error}
        >
          <Columns layout="pair" gap={4}>
            {(
              [
                ['from', from, setFrom],
                ['to', to, setTo],
              ] as const
            ).map(([name, day, setDay]) => (
              <Field key={name} label={t(`transactions.range.${name}`)}>
                <DatePicker
                  name={name}
                  value={day}
                  onValueChange={setDay}
                  locale={locale}
                  placeholder={t('transactions.range.noLimit')}
                  clearLabel={t('transactions.range.removeDate')}
                  aria-invalid={error ? true : undefined}
                />
              </Field>
            ))}
          </Columns>
        </Fieldset>
        <Stack direction="row" gap={2}>
          <Button type="submit">{t('transactions.range.apply')}</Button>
          {value.from || value.to ? (
            <Button type="button" variant="ghost" onClick={() => onApply({})}>
              {t('transactions.range.clear')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </form>
  );
}
