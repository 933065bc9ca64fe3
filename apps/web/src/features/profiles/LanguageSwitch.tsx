import { Button } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { changeLanguage, supportedLanguages } from '../../i18n';

/**
 * The EN/TH switch (a group of toggle buttons, `aria-pressed`), on every page: the default layout's
 * menu and the sign-in, reset and registration pages. The choice is kept in this browser and —
 * for a signed-in user — in the profile (see `useSyncProfileLanguage`).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('nav.language')}>
      {supportedLanguages.map((lng) => (
        <Button
          key={lng}
          variant="ghost"
          size="sm"
          lang={lng}
          title={t(`languages.${lng}`)}
          aria-pressed={i18n.resolvedLanguage === lng}
          onClick={() => void changeLanguage(lng)}
        >
          {lng.toUpperCase()}
        </Button>
      ))}
    </div>
  );
}
