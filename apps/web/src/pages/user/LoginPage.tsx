import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, Stack } from '@shootbook/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { BackgroundPage } from '../../app/layouts/BackgroundLayout';
import { useSession } from '../../auth/AuthProvider';
import { firebaseAuth } from '../../auth/firebase';
import { signInWithEmail } from '../../auth/identity';
import { useAuthFailure } from '../../auth/useAuthFailure';
import { loginSchema, type LoginValues } from './schemas';
import { SocialSignIn } from './SocialSignIn';
import { useFieldError } from './useFieldError';

/**
 * `/user/login` (SPEC.md §2): e-mail and password, or a Google / Facebook popup. After sign-in
 * it goes to `/`, and the route guard sends an unfinished registration to its next step.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const onFailure = useAuthFailure();
  const navigate = useNavigate();
  const { settledFor } = useSession();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  async function continueAs(uid: string) {
    await settledFor(uid);
    await navigate('/', { replace: true });
  }

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      const { user } = await signInWithEmail(firebaseAuth(), email, password);
      await continueAs(user.uid);
    } catch (error) {
      onFailure(error);
    }
  });

  return (
    <BackgroundPage
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <>
          {t('login.noAccount')} <Link to="/user/register">{t('login.register')}</Link>
        </>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap={4}>
          <Field label={t('fields.email')} error={fieldError(errors.email)} required>
            <Input type="email" autoComplete="email" {...register('email')} />
          </Field>
          <Field label={t('fields.password')} error={fieldError(errors.password)} required>
            <Input type="password" autoComplete="current-password" {...register('password')} />
          </Field>
          <Button type="submit" loading={isSubmitting}>
            {t('login.submit')}
          </Button>
          <Button asChild variant="link" size="sm">
            <Link to="/user/login/reset/1">{t('login.forgotPassword')}</Link>
          </Button>
        </Stack>
      </form>
      <SocialSignIn onSignedIn={continueAs} />
    </BackgroundPage>
  );
}

export { LoginPage as Component };
