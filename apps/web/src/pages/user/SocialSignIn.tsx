import { Button, Stack } from '@shootbook/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firebaseAuth } from '../../auth/firebase';
import { signInWithProvider, type PopupProvider } from '../../auth/identity';
import { useAuthFailure } from '../../auth/useAuthFailure';

/**
 * "Continue with Google / Facebook" popup buttons (docs/product.md §1, §9). `onSignedIn` receives the
 * new user's uid; failures are toasted.
 */
export function SocialSignIn({ onSignedIn }: { onSignedIn: (uid: string) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const onFailure = useAuthFailure();
  const [pending, setPending] = useState<PopupProvider | null>(null);

  async function signIn(provider: PopupProvider) {
    setPending(provider);
    try {
      const { user } = await signInWithProvider(firebaseAuth(), provider);
      await onSignedIn(user.uid);
    } catch (error) {
      onFailure(error);
    } finally {
      setPending(null);
    }
  }

  return (
    <Stack gap={2}>
      <Button
        type="button"
        variant="outline"
        loading={pending === 'google'}
        disabled={pending !== null}
        onClick={() => void signIn('google')}
      >
        {t('login.google')}
      </Button>
      <Button
        type="button"
        variant="outline"
        loading={pending === 'facebook'}
        disabled={pending !== null}
        onClick={() => void signIn('facebook')}
      >
        {t('login.facebook')}
      </Button>
    </Stack>
  );
}
