import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { withReturnPath } from '@shootbook/machines';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from '../../app/toast';
import { BackgroundPage } from '../../app/layouts/BackgroundLayout';
import { firebaseAuth } from '../../auth/firebase';
import { registerWithEmail } from '../../auth/identity';
import { useMinPasswordLength } from '../../auth/useMinPasswordLength';
import { EmailPasswordForm, useContinueAfterSignIn } from './EmailPasswordForm';
import { registerSchema } from './schemas';
import { SocialSignIn } from './SocialSignIn';

/** Where registration continues once the account exists (docs/product.md §4: empty name → createUser). */
const NEXT_STEP = '/user/register/createUser';

/**
 * `/user/register` (docs/product.md §2): creates the e-mail/password account (minimum password length
 * from the server's policy, else 6; docs/product.md §5), then continues at createUser. The route guard
 * allows `/user/register` at every registration step, so the page moves on itself.
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  // The page that sent the visitor to sign in (`?next=`) travels through every registration step.
  const [params] = useSearchParams();
  const next = params.get('next');
  const continueAs = useContinueAfterSignIn(withReturnPath(NEXT_STEP, next));
  const minPasswordLength = useMinPasswordLength();
  const schema = useMemo(() => registerSchema(minPasswordLength), [minPasswordLength]);

  return (
    <BackgroundPage
      title={t('register.title')}
      description={t('register.description')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to={withReturnPath('/user/login', next)}>{t('register.signIn')}</Link>
        </>
      }
    >
      <EmailPasswordForm
        schema={schema}
        minPasswordLength={minPasswordLength}
        submitLabel={t('register.submit')}
        authenticate={async ({ email, password }) => {
          const { user } = await registerWithEmail(firebaseAuth(), email, password);
          toast.success(t('register.created'));
          return user.uid;
        }}
        onSignedIn={continueAs}
      />
      <SocialSignIn onSignedIn={continueAs} />
    </BackgroundPage>
  );
}

export { RegisterPage as Component };
