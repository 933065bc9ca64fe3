import { Button, cn } from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../app/api';
import { useSession } from '../../auth/AuthProvider';
import { savedPhotographersQuery, useToggleSaved, type SaveToggle } from './queries';

/**
 * The heart on a photographer's card and profile: a toggle button (`aria-pressed`) named
 * "Save {name}" that keeps the photographer in the signed-in customer's saved list
 * (openapi.yaml tag `saved`), changing at once and going back with a toast when the server
 * refuses ({@link useToggleSaved}). Only customers save; anyone else sees nothing.
 */
export function SaveButton({ photographer }: { photographer: SaveToggle['photographer'] }) {
  const { t } = useTranslation('saved');
  const { profile } = useSession();
  const isCustomer = profile?.role === 'Customer';
  const saved = useQuery({ ...savedPhotographersQuery(), enabled: isCustomer });
  const toggle = useToggleSaved((error) => toastApiError(error, t));
  if (!isCustomer || photographer.id === profile?.id) return null;
  const isSaved = saved.data?.some((p) => p.id === photographer.id) ?? false;
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      className="rounded-full bg-background/90"
      aria-pressed={isSaved}
      aria-label={t('save', { name: photographer.name })}
      disabled={saved.isPending}
      onClick={() => toggle.mutate({ photographer, save: !isSaved })}
    >
      <Heart
        aria-hidden="true"
        className={cn('size-4', isSaved && 'fill-destructive text-destructive')}
      />
    </Button>
  );
}
