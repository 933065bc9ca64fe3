import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, AlertDescription, Button, Field, Input, Stack } from '@shootbook/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { BackgroundPage } from '../../app/layouts/BackgroundLayout';
import { firebaseAuth } from '../../auth/firebase';
import { sendPasswordReset } from '../../auth/identity';
import { useAuthFailure } from '../../auth/useAuthFailure';
import { resetSchema, type ResetValues } from './schemas';
import { useFieldError } from './useFieldError';

/** Step of `/user/login/reset/1`, `/2` and `/{id}` (docs/product.md §2): the last path segment. */
export function resetStepOf(pathname: string, id: string | undefined): 1 | 2 {
  const segment = id ?? pathname.split('/').filter(Boolean).at(-1);
  return segment === '2' ? 2 : 1;
}

/** History state handed from step 1 to step 2. */
interface SentState {
  email?: string;
}

/**
 * Password reset (docs/product.md §2, §5, §9). Step 1 asks for the e-mail and sends the reset e-mail
 * whose link returns to `{origin}/user/login/reset/success`; an empty e-mail sends nothing.
 * Step 2 tells the user to check the inbox.
 */
export function ResetPage() {
  const { pathname, state } = useLocation();
  const { id } = useParams();
  const step = resetStepOf(pathname, id);
  return step === 1 ? <RequestStep /> : <SentStep email={(state as SentState | null)?.email} />;
}

function RequestStep() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const onFailure = useAuthFailure();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({ resolver: zodResolver(resetSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const sent = await sendPasswordReset(firebaseAuth(), email, window.location.origin);
      if (sent) await navigate('/user/login/reset/2', { state: { email } satisfies SentState });
    } catch (error) {
      onFailure(error);
    }
  });

  return (
    <BackgroundPage
      title={t('reset.title')}
      description={t('reset.description')}
      footer={<BackToLogin />}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap={4}>
          <Field label={t('fields.email')} error={fieldError(errors.email)} required>
            <Input type="email" autoComplete="email" {...register('email')} />
          </Field>
          <Button type="submit" loading={isSubmitting}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </BackgroundPage>
  );
}

function SentStep({ email }: { email: string | undefined }) {
  const { t } = useTranslation('auth');
  return (
    <BackgroundPage title={t('reset.sentTitle')} footer={<BackToLogin />}>
      <Stack gap={4}>
        <Alert variant="success">
          <AlertDescription>
            {email ? t('reset.sentDescription', { email }) : t('reset.sentDescriptionNoEmail')}
          </AlertDescription>
        </Alert>
        <Button asChild variant="outline">
          <Link to="/user/login/reset/1">{t('reset.tryAgain')}</Link>
        </Button>
      </Stack>
    </BackgroundPage>
  );
}

function BackToLogin() {
  const { t } = useTranslation('auth');
  return <Link to="/user/login">{t('reset.backToLogin')}</Link>;
}

export { ResetPage as Component };
