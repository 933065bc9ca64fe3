import { Button } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { activeLanguage, changeLanguage, supportedLanguages } from '../../i18n';

/**
 * The EN/TH switch (a group of toggle buttons, `aria-pressed`), on every page: the default layout's
 * menu and the sign-in, reset and registration pages. The choice is kept in this browser and —
 * for a signed-in user — in the profile (see `useSyncProfileLanguage`).
 */
export function LanguageSwitch() {
  // Re-renders on every change of language (react-i18next), reading the current one below.
  const { t } = useTranslation();
  const current = activeLanguage();
  return (
    <div role="group" aria-label={t('nav.language')}>
      {supportedLanguages.map((lng) => (
        <Button
          key={lng}
          variant="ghost"
          size="sm"
          lang={lng}
          // The current language is marked for the eye too, not only for a screen reader.
          className="aria-pressed:bg-accent aria-pressed:text-accent-foreground aria-pressed:font-semibold"
          title={t(`languages.${lng}`)}
          aria-pressed={current === lng}
          onClick={() => void changeLanguage(lng)}
        >
          {lng.toUpperCase()}
        </Button>
      ))}
    </div>
  );
}
