import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, Stack } from '@shootbook/ui';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BackgroundPage } from '../../app/layouts/BackgroundLayout';
import { BankSelectField } from '../../features/profiles/BankSelectField';
import { bankAccountSchema, type BankAccountInput, type BankAccountValues } from './schemas';
import { useFieldError } from './useFieldError';
import { useUpdateProfile } from './useUpdateProfile';

/**
 * `/user/register/createPhotographer` (SPEC.md §4 "photographer without bankAccount"): the Thai
 * bank account payouts go to, saved with `PATCH /user/profile { bankAccount }`
 * (bank of SPEC.md §3, account number 10–12 digits, account name).
 */
export function CreatePhotographerPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const update = useUpdateProfile();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BankAccountInput, unknown, BankAccountValues>({
    resolver: zodResolver(bankAccountSchema),
    defaultValues: { accountNumber: '', accountName: '' },
  });

  const onSubmit = handleSubmit((bankAccount) => update.mutateAsync({ bankAccount }).catch(() => undefined));

  return (
    <BackgroundPage title={t('createPhotographer.title')} description={t('createPhotographer.description')}>
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
          <Field label={t('fields.accountNumber')} error={fieldError(errors.accountNumber)} required>
            <Input inputMode="numeric" autoComplete="off" {...register('accountNumber')} />
          </Field>
          <Field label={t('fields.accountName')} error={fieldError(errors.accountName)} required>
            <Input autoComplete="name" {...register('accountName')} />
          </Field>
          <Button type="submit" loading={update.isPending}>
            {t('createPhotographer.submit')}
          </Button>
        </Stack>
      </form>
    </BackgroundPage>
  );
}

export { CreatePhotographerPage as Component };
