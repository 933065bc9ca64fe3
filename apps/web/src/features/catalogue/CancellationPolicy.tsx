import { CANCELLATION_POLICIES, type CancellationPolicy } from '@shootbook/machines';
import { ChoiceSelect, Field, Stack, Text } from '@shootbook/ui';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A cancellation policy in words (docs/product.md §12, docs/decisions/0024): its name, its one
 * sentence of refund tiers and that a photographer's cancellation refunds in full, in the UI's
 * language (`package` namespace, `cancellationPolicy.*`). `children` follow the sentences (the
 * booking's page adds what a cancellation now would refund).
 */
export function CancellationPolicyNote({
  policy,
  children,
}: {
  policy: CancellationPolicy;
  children?: ReactNode;
}) {
  const { t } = useTranslation('package');
  return (
    <Stack gap={1}>
      <Text strong>
        {t('cancellationPolicy.heading', { name: t(`cancellationPolicy.name.${policy}`) })}
      </Text>
      <Text variant="small">{t(`cancellationPolicy.rule.${policy}`)}</Text>
      <Text variant="muted">{t('cancellationPolicy.photographerCancels')}</Text>
      {children}
    </Stack>
  );
}

/**
 * The package form's select of the three presets (packages/machines `CANCELLATION_POLICIES`),
 * each option named with its full-refund window; the chosen preset's sentence is the field's
 * description. Label "Cancellation policy" in English.
 */
export function CancellationPolicyField({
  value,
  onValueChange,
  triggerRef,
  onBlur,
}: {
  value: CancellationPolicy;
  onValueChange: (value: CancellationPolicy) => void;
  triggerRef?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
}) {
  const { t } = useTranslation('package');
  return (
    <Field
      label={t('cancellationPolicy.label')}
      description={`${t(`cancellationPolicy.rule.${value}`)} ${t('cancellationPolicy.help')}`}
    >
      {(control) => (
        <ChoiceSelect
          {...control}
          ref={triggerRef}
          onBlur={onBlur}
          value={value}
          onValueChange={(chosen) => onValueChange(chosen as CancellationPolicy)}
          options={CANCELLATION_POLICIES.map((policy) => ({
            value: policy,
            label: t(`cancellationPolicy.option.${policy}`),
          }))}
        />
      )}
    </Field>
  );
}
