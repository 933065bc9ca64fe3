import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, Stack } from '@shootbook/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BackgroundPage } from '../../app/layouts/BackgroundLayout';
import { useSession } from '../../auth/AuthProvider';
import { createUserSchema, type CreateUserValues } from './schemas';
import { useFieldError } from './useFieldError';
import { useUpdateProfile } from './useUpdateProfile';

/**
 * `/user/register/createUser` (SPEC.md §4 "signed in with empty name"): name and an optional
 * phone, saved with `PATCH /user/profile { name, phone }`; the guard then asks for a role.
 */
export function CreateUserPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const { profile, user } = useSession();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateUserValues>({
    resolver: zodResolver(createUserSchema),
    defaultValues: { name: profile?.name || user?.displayName || '', phone: profile?.phone ?? '' },
  });

  const onSubmit = handleSubmit(({ name, phone }) =>
    update.mutateAsync({ name, ...(phone ? { phone } : {}) }).catch(() => undefined),
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
          <Button type="submit" loading={update.isPending}>
            {t('createUser.submit')}
          </Button>
        </Stack>
      </form>
    </BackgroundPage>
  );
}

export { CreateUserPage as Component };
