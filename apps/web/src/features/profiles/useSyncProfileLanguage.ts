import { unwrap } from '@shootbook/api-client';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useSession } from '../../auth/AuthProvider';
import { activeLanguage } from '../../i18n';

/**
 * Keeps the signed-in user's profile `language` (openapi.yaml `Language`) equal to the language
 * they use the app in — detected from the browser on the first visit, or chosen with the switch —
 * so what ShootBook sends them (e-mails, docs/decisions/0012) speaks it too: whenever the two
 * differ, `PATCH /user/profile { language }` once, then the session's profile is refreshed.
 */
export function useSyncProfileLanguage(): void {
  // Re-renders on every change of language (react-i18next), reading the current one below.
  useTranslation();
  const { profile, refreshProfile } = useSession();
  const sending = useRef<string | null>(null);
  const language = activeLanguage();
  useEffect(() => {
    if (!profile || profile.language === language || sending.current === language) return;
    sending.current = language;
    void unwrap(api.PATCH('/user/profile', { body: { language } }))
      .then(() => refreshProfile())
      .catch(() => {
        // Not saved: the next change of page or language tries again.
        sending.current = null;
      });
  }, [profile, language, refreshProfile]);
}
