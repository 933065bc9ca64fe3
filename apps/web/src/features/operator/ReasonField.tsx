import { Field, Textarea } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';

/** Longest reason the API takes (openapi.yaml `OperatorReason.reason`). */
export const REASON_MAX_LENGTH = 1000;

/** Whether `reason` may be sent: not blank (openapi.yaml `OperatorReason`, docs/decisions/0033). */
export function isReasonGiven(reason: string): boolean {
  return reason.trim() !== '';
}

/**
 * The required "Reason" of an operator action, kept in the audit log (docs/decisions/0033):
 * a text area, at most {@link REASON_MAX_LENGTH} characters.
 */
export function ReasonField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('operator');
  return (
    <Field label={t('reason.label')} description={t('reason.description')} required>
      {(control) => (
        <Textarea
          {...control}
          value={value}
          maxLength={REASON_MAX_LENGTH}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
