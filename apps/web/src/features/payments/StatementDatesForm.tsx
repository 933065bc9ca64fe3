import { Button, Columns, Field, Fieldset, Input, Stack } from '@shootbook/ui';
import type { StatementDates } from '@shootbook/machines';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The transactions' date range: two date inputs (whole days in Bangkok time, both included,
 * either empty for no limit). Edits stay local until "Show" (or Enter) applies them through
 * `onApply` — a half-typed year never fetches; "Clear dates" applies none. `error` is the
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
  const { t } = useTranslation('payment');
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
            <Field label={t('transactions.range.from')}>
              <Input
                type="date"
                name="from"
                value={from}
                onChange={(event) => setFrom(event.target.value)}
                aria-invalid={error ? true : undefined}
              />
            </Field>
            <Field label={t('transactions.range.to')}>
              <Input
                type="date"
                name="to"
                value={to}
                onChange={(event) => setTo(event.target.value)}
                aria-invalid={error ? true : undefined}
              />
            </Field>
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
