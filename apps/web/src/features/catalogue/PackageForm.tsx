import type { Schemas } from '@shootbook/api-client';
import {
  CANCELLATION_POLICIES,
  DEFAULT_CANCELLATION_POLICY,
  effectiveBookingMode,
  provinceCodes,
} from '@shootbook/machines';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  CheckboxField,
  CheckboxGroup,
  Field,
  Input,
} from '@shootbook/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useSession } from '../../auth/AuthProvider';
import { shootCategories } from './categories';
import { CatalogueForm, keepingInputOnFailure, TitleDescriptionFields } from './CatalogueFormParts';
import { CancellationPolicyField } from './CancellationPolicy';
import { CategorySelectField, ProvinceSelectField } from './CatalogueSelectFields';

const NO_PROVINCE = 'none';

/**
 * Rules of openapi.yaml `PackageCreate`: title 3–120, description ≤ 5000, category required,
 * location 1–200, province a code or none, cover image an http(s) URL or empty, a cancellation
 * preset (docs/product.md §12), instant booking on or off (docs/decisions/0029-instant-booking.md).
 * Messages are `package` namespace keys.
 */
export const packageFormSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, 'form.errors.titleShort'),
      z.maxLength(120, 'form.errors.titleLong'),
    ),
  description: z.string().check(z.trim(), z.maxLength(5000, 'form.errors.descriptionLong')),
  category: z.enum(shootCategories, { error: 'form.errors.category' }),
  location: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'form.errors.location'),
      z.maxLength(200, 'form.errors.locationLong'),
    ),
  province: z.union([z.literal(NO_PROVINCE), z.enum(provinceCodes)]),
  coverImageUrl: z.union([
    z.literal(''),
    z.url({ protocol: /^https?$/, error: 'form.errors.url' }).check(z.maxLength(2000)),
  ]),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  instantBooking: z.boolean(),
});

export type PackageFormValues = z.input<typeof packageFormSchema>;

/** Form values → the `POST /package` / `PATCH /package/{id}` body (empty optional fields become null). */
export function packageBody(values: z.output<typeof packageFormSchema>): Schemas['PackageCreate'] {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    location: values.location,
    province: values.province === NO_PROVINCE ? null : values.province,
    coverImageUrl: values.coverImageUrl === '' ? null : values.coverImageUrl,
    cancellationPolicy: values.cancellationPolicy,
    instantBooking: values.instantBooking,
  };
}

/** Form values from an existing package (edit page). */
export function packageFormValues(p: Schemas['Package']): PackageFormValues {
  return {
    title: p.title,
    description: p.description,
    category: p.category,
    location: p.location,
    province: p.province ?? NO_PROVINCE,
    coverImageUrl: p.coverImageUrl ?? '',
    cancellationPolicy: p.cancellationPolicy,
    instantBooking: p.instantBooking,
  };
}

/**
 * The package form of `/package/create` and `/package/edit/{id}`. Labels are exactly "Title",
 * "Description", "Category", "Location" in English (the e2e test finds them by label). The
 * "Instant booking" box decides how customers book the package: confirmed at once, or as a request
 * the photographer answers (docs/product.md §12).
 * `onSubmit` receives the API body; a rejected promise keeps the form as it is (the caller toasts).
 */
export function PackageForm({
  defaultValues,
  submitLabel,
  onSubmit,
}: {
  defaultValues?: PackageFormValues;
  submitLabel: string;
  onSubmit: (body: Schemas['PackageCreate']) => Promise<unknown>;
}) {
  const { t } = useTranslation('package');
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PackageFormValues, unknown, z.output<typeof packageFormSchema>>({
    resolver: zodResolver(packageFormSchema),
    defaultValues: defaultValues ?? {
      title: '',
      description: '',
      category: undefined as unknown as PackageFormValues['category'],
      location: '',
      province: NO_PROVINCE,
      coverImageUrl: '',
      cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
      instantBooking: false,
    },
  });
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  return (
    <CatalogueForm
      onSubmit={handleSubmit(keepingInputOnFailure((values) => onSubmit(packageBody(values))))}
      submitLabel={submitLabel}
      submitting={isSubmitting}
    >
      <TitleDescriptionFields
        title={{
          label: t('form.title'),
          registration: register('title'),
          error: message(errors.title?.message),
        }}
        description={{
          label: t('form.description'),
          help: t('form.descriptionHelp'),
          rows: 5,
          registration: register('description'),
          error: message(errors.description?.message),
        }}
      />
      <Controller
        control={control}
        name="category"
        render={({ field }) => (
          <CategorySelectField
            label={t('form.category')}
            required
            error={message(errors.category?.message)}
            placeholder={t('form.categoryPlaceholder')}
            value={field.value}
            onValueChange={field.onChange}
            triggerRef={field.ref}
            onBlur={field.onBlur}
          />
        )}
      />
      <Field
        label={t('form.location')}
        required
        description={t('form.locationHelp')}
        error={message(errors.location?.message)}
      >
        <Input {...register('location')} />
      </Field>
      <Controller
        control={control}
        name="province"
        render={({ field }) => (
          <ProvinceSelectField
            label={t('form.province')}
            error={message(errors.province?.message)}
            noneOption={{ value: NO_PROVINCE, label: t('form.noProvince') }}
            value={field.value}
            onValueChange={field.onChange}
            triggerRef={field.ref}
            onBlur={field.onBlur}
          />
        )}
      />
      <Field
        label={t('form.coverImageUrl')}
        description={t('form.coverImageUrlHelp')}
        error={message(errors.coverImageUrl?.message)}
      >
        <Input type="url" inputMode="url" placeholder="https://" {...register('coverImageUrl')} />
      </Field>
      <Controller
        control={control}
        name="cancellationPolicy"
        render={({ field }) => (
          <CancellationPolicyField
            value={field.value}
            onValueChange={field.onChange}
            triggerRef={field.ref}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        control={control}
        name="instantBooking"
        render={({ field }) => (
          <CheckboxGroup legend={t('form.bookingMode')} description={t('form.instantBookingHelp')}>
            <CheckboxField
              label={t('form.instantBooking')}
              name={field.name}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
            <InstantBookingFallbackNotice instantBooking={field.value} />
          </CheckboxGroup>
        )}
      />
    </CatalogueForm>
  );
}

/**
 * The warning under a ticked "Instant booking" while the signed-in photographer's payouts are not
 * set up: bookings of the package then stay requests (`effectiveBookingMode` of
 * @shootbook/machines, docs/decisions/0029-instant-booking.md) until they finish payout
 * onboarding on their profile. A warning `Alert` (announced at once); nothing otherwise.
 */
function InstantBookingFallbackNotice({ instantBooking }: { instantBooking: boolean }) {
  const { t } = useTranslation('package');
  const { profile } = useSession();
  const titleId = useId();
  const photographerPayoutsEnabled = profile?.payoutsEnabled === true;
  if (
    !instantBooking ||
    effectiveBookingMode({ instantBooking, photographerPayoutsEnabled }) === 'instant'
  )
    return null;
  return (
    <Alert variant="warning" aria-labelledby={titleId}>
      <AlertTitle id={titleId}>{t('form.instantBookingNeedsPayouts.title')}</AlertTitle>
      <AlertDescription>{t('form.instantBookingNeedsPayouts.description')}</AlertDescription>
    </Alert>
  );
}
