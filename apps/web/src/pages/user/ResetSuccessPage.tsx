import { Alert, AlertDescription, Button, Stack } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BackgroundPage } from '../../app/layouts/BackgroundLayout';

/** `/user/login/reset/success`: where the reset e-mail's link returns (docs/product.md §9). */
export function ResetSuccessPage() {
  const { t } = useTranslation('auth');
  return (
    <BackgroundPage title={t('reset.successTitle')}>
      <Stack gap={4}>
        <Alert variant="success">
          <AlertDescription>{t('reset.successDescription')}</AlertDescription>
        </Alert>
        <Button asChild>
          <Link to="/user/login">{t('reset.signIn')}</Link>
        </Button>
      </Stack>
    </BackgroundPage>
  );
}

export { ResetSuccessPage as Component };
