import { Button } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { safeReturnPath, withReturnPath } from '@shootbook/machines';
import { Link, useSearchParams } from 'react-router-dom';
import { BackgroundPage } from '../../app/layouts/BackgroundLayout';
import { firebaseAuth } from '../../auth/firebase';
import { signInWithEmail } from '../../auth/identity';
import { EmailPasswordForm, useContinueAfterSignIn } from './EmailPasswordForm';
import { loginSchema } from './schemas';
import { SocialSignIn } from './SocialSignIn';

/**
 * `/user/login` (docs/product.md §2): e-mail and password, or a Google / Facebook popup. After sign-in
 * it returns to the page that sent the visitor here (`?next=`, this site's paths only), else `/`;
 * the route guard sends an unfinished registration to its next step.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const continueAs = useContinueAfterSignIn(safeReturnPath(params.get('next')));

  return (
    <BackgroundPage
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to={withReturnPath('/user/register', params.get('next'))}>
            {t('login.register')}
          </Link>
        </>
      }
    >
      <EmailPasswordForm
        schema={loginSchema}
        submitLabel={t('login.submit')}
        authenticate={async ({ email, password }) =>
          (await signInWithEmail(firebaseAuth(), email, password)).user.uid
        }
        onSignedIn={continueAs}
      >
        <Button asChild variant="link" size="sm">
          <Link to="/user/login/reset/1">{t('login.forgotPassword')}</Link>
        </Button>
      </EmailPasswordForm>
      <SocialSignIn onSignedIn={continueAs} />
    </BackgroundPage>
  );
}

export { LoginPage as Component };
