import { unwrap } from '@shootbook/api-client/errors';
import { Button } from '@shootbook/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/AuthProvider';
import { changeLanguage, supportedLanguages, type SupportedLanguage } from '../../i18n';

/**
 * The EN/TH switch (a group of toggle buttons, `aria-pressed`), on every page: the default layout's
 * menu and the sign-in, reset and registration pages. The choice is kept in this browser and —
 * for a signed-in user — in the profile (see {@link useSyncProfileLanguage}).
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

/**
 * Keeps the signed-in user's profile `language` (openapi.yaml `Language`) equal to the language
 * they use the app in — detected from the browser on the first visit, or chosen with the switch —
 * so what ShootBook sends them (e-mails, docs/decisions/0012) speaks it too: whenever the two
 * differ, `PATCH /user/profile { language }` once, then the session's profile is refreshed.
 */
export function useSyncProfileLanguage(): void {
  const { i18n } = useTranslation();
  const { profile, refreshProfile } = useSession();
  const sending = useRef<string | null>(null);
  const language = i18n.resolvedLanguage as SupportedLanguage | undefined;
  useEffect(() => {
    if (!profile || !language || profile.language === language || sending.current === language)
      return;
    sending.current = language;
    // The API client is not part of the first paint (docs/decisions/0015): imported on use.
    void import('../../app/api')
      .then(({ api }) => unwrap(api.PATCH('/user/profile', { body: { language } })))
      .then(() => refreshProfile())
      .catch(() => {
        // Not saved: the next change of page or language tries again.
        sending.current = null;
      });
  }, [profile, language, refreshProfile]);
}
