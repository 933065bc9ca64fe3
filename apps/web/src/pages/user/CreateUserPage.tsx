import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, Stack } from '@shootbook/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BackgroundPage } from '../../app/layouts/BackgroundLayout';
import { useSession } from '../../auth/AuthProvider';
import { createUserSchema, type CreateUserValues } from './schemas';
import { useFieldError } from './useFieldError';
import { SaveFailedAlert, useRegistrationStep } from './useRegistrationStep';

/**
 * `/user/register/createUser` (docs/product.md §4 "signed in with empty name"): name and an optional
 * phone, sent to the registration actor as CREATE_USER, which saves them with `PATCH
 * /user/profile { name, phone }`; the guard then asks for a role. A failed save offers Try again
 * (RETRY); a refused one is toasted and the form kept.
 */
export function CreateUserPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const { profile, user } = useSession();
  const step = useRegistrationStep('needsName');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateUserValues>({
    resolver: zodResolver(createUserSchema),
    defaultValues: { name: profile?.name || user?.displayName || '', phone: profile?.phone ?? '' },
  });

  const onSubmit = handleSubmit(({ name, phone }) =>
    step.send({ type: 'CREATE_USER', changes: { name, ...(phone ? { phone } : {}) } }),
  );

  return (
    <BackgroundPage title={t('createUser.title')} description={t('createUser.description')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap={4}>
          <Field label={t('fields.name')} error={fieldError(errors.name)} required>
            <Input autoComplete="name" {...register('name')} />
          </Field>
          <Field
            label={t('fields.phone')}
            description={t('createUser.phoneDescription')}
            error={fieldError(errors.phone)}
          >
            <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
          </Field>
          {step.failure ? (
            <SaveFailedAlert failure={step.failure} onRetry={() => step.send({ type: 'RETRY' })} />
          ) : null}
          <Button type="submit" loading={step.saving}>
            {t('createUser.submit')}
          </Button>
        </Stack>
      </form>
    </BackgroundPage>
  );
}

export { CreateUserPage as Component };
