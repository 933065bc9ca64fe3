import type { Schemas } from '@shootbook/api-client';
import { Columns, Field, Input } from '@shootbook/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { CatalogueForm, keepingInputOnFailure, TitleDescriptionFields } from './CatalogueFormParts';
import { formatDuration, formattingLocale } from '@shootbook/machines';
import { suggestedDurations } from './durations';
import { satangToThb, thbToSatang } from './money';

/**
 * Rules of openapi.yaml `SubpackageCreate`: title 2–120; price at least ฿20 (the providers'
 * minimum charge) and at most ฿1,000,000, entered in THB with up to two decimals; duration a
 * multiple of 15 minutes from 15 to 1440; delivery days 0–365. Messages are `package` keys.
 */
export const subpackageFormSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, 'subpackageForm.errors.titleShort'),
      z.maxLength(120, 'subpackageForm.errors.titleLong'),
    ),
  description: z
    .string()
    .check(z.trim(), z.maxLength(5000, 'subpackageForm.errors.descriptionLong')),
  priceThb: z.coerce.number({ error: 'subpackageForm.errors.price' }).check(
    z.minimum(20, 'subpackageForm.errors.priceMin'),
    z.maximum(1_000_000, 'subpackageForm.errors.priceMax'),
    z.refine(
      (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      'subpackageForm.errors.priceDecimals',
    ),
  ),
  durationMinutes: z.coerce.number({ error: 'subpackageForm.errors.duration' }).check(
    z.int('subpackageForm.errors.duration'),
    z.minimum(15, 'subpackageForm.errors.duration'),
    z.maximum(1440, 'subpackageForm.errors.duration'),
    z.refine((v) => v % 15 === 0, 'subpackageForm.errors.duration'),
  ),
  deliverables: z
    .string()
    .check(z.trim(), z.maxLength(500, 'subpackageForm.errors.deliverablesLong')),
  deliveryDays: z.union([
    z.literal(''),
    z.coerce
      .number()
      .check(
        z.int('subpackageForm.errors.deliveryDays'),
        z.minimum(0, 'subpackageForm.errors.deliveryDays'),
        z.maximum(365, 'subpackageForm.errors.deliveryDays'),
      ),
  ]),
});

export type SubpackageFormInput = z.input<typeof subpackageFormSchema>;
type SubpackageFormOutput = z.output<typeof subpackageFormSchema>;

/** Form values → `POST /subpackage/{packageId}` body: THB → integer satang (× 100). */
export function subpackageBody(values: SubpackageFormOutput): Schemas['SubpackageCreate'] {
  return {
    title: values.title,
    description: values.description,
    price: thbToSatang(values.priceThb),
    durationMinutes: values.durationMinutes,
    deliverables: values.deliverables,
    ...(values.deliveryDays === '' ? {} : { deliveryDays: values.deliveryDays }),
  };
}

/** Form values from an existing sub-package (edit page): satang → THB. */
export function subpackageFormValues(s: Schemas['Subpackage']): SubpackageFormInput {
  return {
    title: s.title,
    description: s.description,
    priceThb: satangToThb(s.price),
    durationMinutes: s.durationMinutes,
    deliverables: s.deliverables,
    deliveryDays: s.deliveryDays,
  };
}

/**
 * The sub-package form of `/package/{id}/subpackage/create` and `…/edit/{subpackageid}`.
 * English labels "Title", "Description", "Price (THB)", "Duration (minutes)" are what the e2e test
 * finds. Duration is a number input with the usual durations suggested (30 min … 8 hours).
 */
export function SubpackageForm({
  defaultValues,
  submitLabel,
  onSubmit,
  extraActions,
}: {
  defaultValues?: SubpackageFormInput;
  submitLabel: string;
  onSubmit: (body: Schemas['SubpackageCreate']) => Promise<unknown>;
  extraActions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('package');
  const durationListId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SubpackageFormInput, unknown, SubpackageFormOutput>({
    resolver: zodResolver(subpackageFormSchema),
    defaultValues: defaultValues ?? {
      title: '',
      description: '',
      priceThb: '',
      durationMinutes: 60,
      deliverables: '',
      deliveryDays: 7,
    },
  });
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  return (
    <CatalogueForm
      onSubmit={handleSubmit(keepingInputOnFailure((values) => onSubmit(subpackageBody(values))))}
      submitLabel={submitLabel}
      submitting={isSubmitting}
      extraActions={extraActions}
    >
      <TitleDescriptionFields
        title={{
          label: t('subpackageForm.title'),
          registration: register('title'),
          error: message(errors.title?.message),
        }}
        description={{
          label: t('subpackageForm.description'),
          rows: 4,
          registration: register('description'),
          error: message(errors.description?.message),
        }}
      />
      <Columns layout="fields" gap={5}>
        <Field
          label={t('subpackageForm.price')}
          required
          description={t('subpackageForm.priceHelp')}
          error={message(errors.priceThb?.message)}
        >
          <Input type="number" inputMode="decimal" min={20} step="0.01" {...register('priceThb')} />
        </Field>
        <Field
          label={t('subpackageForm.duration')}
          required
          description={t('subpackageForm.durationHelp')}
          error={message(errors.durationMinutes?.message)}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={15}
            max={1440}
            step={15}
            list={durationListId}
            {...register('durationMinutes')}
          />
        </Field>
        <datalist id={durationListId}>
          {suggestedDurations.map((m) => (
            <option key={m} value={m} label={formatDuration(m, formattingLocale(i18n.language))} />
          ))}
        </datalist>
      </Columns>
      <Field
        label={t('subpackageForm.deliverables')}
        description={t('subpackageForm.deliverablesHelp')}
        error={message(errors.deliverables?.message)}
      >
        <Input {...register('deliverables')} />
      </Field>
      <Field label={t('subpackageForm.deliveryDays')} error={message(errors.deliveryDays?.message)}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          step={1}
          {...register('deliveryDays')}
        />
      </Field>
    </CatalogueForm>
  );
}
