import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, Stack } from '@shootbook/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { BackgroundPage } from '../../app/layouts/BackgroundLayout';
import { useSession } from '../../auth/AuthProvider';
import { firebaseAuth } from '../../auth/firebase';
import { registerWithEmail } from '../../auth/identity';
import { useAuthFailure } from '../../auth/useAuthFailure';
import { useMinPasswordLength } from '../../auth/useMinPasswordLength';
import { registerSchema, type RegisterValues } from './schemas';
import { SocialSignIn } from './SocialSignIn';
import { useFieldError } from './useFieldError';

/** Where registration continues once the account exists (SPEC.md §4: empty name → createUser). */
const NEXT_STEP = '/user/register/createUser';

/**
 * `/user/register` (SPEC.md §2): creates the e-mail/password account (minimum password length
 * from the server's policy, else 6; SPEC.md §5), then continues at createUser. The route guard
 * allows `/user/register` at every registration step, so the page moves on itself.
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const onFailure = useAuthFailure();
  const navigate = useNavigate();
  const { settledFor } = useSession();
  const minPasswordLength = useMinPasswordLength();
  const schema = useMemo(() => registerSchema(minPasswordLength), [minPasswordLength]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });

  async function continueAs(uid: string) {
    await settledFor(uid);
    await navigate(NEXT_STEP, { replace: true });
  }

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      const { user } = await registerWithEmail(firebaseAuth(), email, password);
      toast.success(t('register.created'));
      await continueAs(user.uid);
    } catch (error) {
      onFailure(error);
    }
  });

  return (
    <BackgroundPage
      title={t('register.title')}
      description={t('register.description')}
      footer={
        <>
          {t('register.haveAccount')} <Link to="/user/login">{t('register.signIn')}</Link>
        </>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap={4}>
          <Field label={t('fields.email')} error={fieldError(errors.email)} required>
            <Input type="email" autoComplete="email" {...register('email')} />
          </Field>
          <Field
            label={t('fields.password')}
            description={errors.password ? undefined : t('validation.passwordTooShort', { count: minPasswordLength })}
            error={fieldError(errors.password, { count: minPasswordLength })}
            required
          >
            <Input type="password" autoComplete="new-password" minLength={minPasswordLength} {...register('password')} />
          </Field>
          <Button type="submit" loading={isSubmitting}>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
      <SocialSignIn onSignedIn={continueAs} />
    </BackgroundPage>
  );
}

export { RegisterPage as Component };
