import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_WEEKLY_AVAILABILITY } from '@shootbook/machines';
import { Button, Field, Input, Stack, Text } from '@shootbook/ui';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BackgroundPage } from '../../app/layouts/BackgroundLayout';
import { ProvinceSelectField } from '../../features/catalogue/CatalogueSelectFields';
import { BankSelectField } from '../../features/profiles/BankSelectField';
import { SpecialtiesField } from '../../features/profiles/SpecialtiesField';
import { weeklyHoursRuns } from '../../features/scheduling/weekly-availability';
import {
  photographerOnboardingSchema,
  type PhotographerOnboardingInput,
  type PhotographerOnboardingValues,
} from './schemas';
import { useFieldError } from './useFieldError';
import { SaveFailedAlert, useRegistrationStep } from './useRegistrationStep';

/**
 * `/user/register/createPhotographer` (docs/product.md §4 "photographer without bankAccount"): the Thai
 * bank account payouts go to (bank of docs/product.md §3, account number 10–12 digits, account name), the
 * province the photographer works in and their specialties — what customers browse by — sent to
 * the registration actor as CREATE_PHOTOGRAPHER, which saves them with one `PATCH /user/profile
 * { bankAccount, province, specialties }`. A failed save offers Try again (RETRY); a refused one
 * is toasted and the form kept. The page says which weekly hours a new photographer starts with
 * (the machines' `DEFAULT_WEEKLY_AVAILABILITY`, which the API stores) and where to change them.
 */
export function CreatePhotographerPage() {
  const { t } = useTranslation('auth');
  const { t: ts } = useTranslation('schedule');
  const fieldError = useFieldError();
  const startingHours = weeklyHoursRuns(DEFAULT_WEEKLY_AVAILABILITY)
    .map(({ from, to, ranges }) => {
      const days =
        from === to ? ts(`weekday.${from}`) : `${ts(`weekday.${from}`)}–${ts(`weekday.${to}`)}`;
      return `${days} ${ranges.map((r) => `${r.start}–${r.end}`).join(', ')}`;
    })
    .join('; ');
  const step = useRegistrationStep('needsBankAccount');
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PhotographerOnboardingInput, unknown, PhotographerOnboardingValues>({
    resolver: zodResolver(photographerOnboardingSchema),
    defaultValues: { accountNumber: '', accountName: '', province: '', specialties: [] },
  });

  const onSubmit = handleSubmit(({ province, specialties, ...bankAccount }) =>
    step.send({ type: 'CREATE_PHOTOGRAPHER', changes: { bankAccount, province, specialties } }),
  );

  return (
    <BackgroundPage
      title={t('createPhotographer.title')}
      description={t('createPhotographer.description')}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap={4}>
          <Controller
            control={control}
            name="bank"
            render={({ field }) => (
              <BankSelectField
                label={t('fields.bank')}
                placeholder={t('createPhotographer.bankPlaceholder')}
                error={fieldError(errors.bank)}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                triggerRef={field.ref}
                onBlur={field.onBlur}
              />
            )}
          />
          <Field
            label={t('fields.accountNumber')}
            error={fieldError(errors.accountNumber)}
            required
          >
            <Input inputMode="numeric" autoComplete="off" {...register('accountNumber')} />
          </Field>
          <Field label={t('fields.accountName')} error={fieldError(errors.accountName)} required>
            <Input autoComplete="name" {...register('accountName')} />
          </Field>
          <Controller
            control={control}
            name="province"
            render={({ field }) => (
              <ProvinceSelectField
                label={t('fields.province')}
                placeholder={t('createPhotographer.provincePlaceholder')}
                error={fieldError(errors.province)}
                required
                value={field.value || undefined}
                onValueChange={field.onChange}
                triggerRef={field.ref}
                onBlur={field.onBlur}
              />
            )}
          />
          <Controller
            control={control}
            name="specialties"
            render={({ field }) => (
              <SpecialtiesField
                legend={t('fields.specialties')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <Text variant="muted">
            {t('createPhotographer.startingHours', { hours: startingHours })}
          </Text>
          {step.failure ? (
            <SaveFailedAlert failure={step.failure} onRetry={() => step.send({ type: 'RETRY' })} />
          ) : null}
          <Button type="submit" loading={step.saving}>
            {t('createPhotographer.submit')}
          </Button>
        </Stack>
      </form>
    </BackgroundPage>
  );
}

export { CreatePhotographerPage as Component };
