import { Button } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toastApiError } from '../../app/api';
import { useOpenEnquiry } from './queries';

/**
 * "Ask a question" (docs/decisions/0028): opens the user's enquiry with the photographer — from
 * package `packageId` when given (`POST /thread/enquiry`, which returns the open one if there is
 * one) — and goes to it. A refusal is told in the user's language.
 */
export function AskQuestionButton({
  photographerId,
  packageId,
}: {
  photographerId: string;
  packageId?: string;
}) {
  const { t } = useTranslation('threads');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const open = useOpenEnquiry();
  return (
    <Button
      variant="outline"
      disabled={open.isPending}
      onClick={() =>
        open.mutate(
          { photographerId, ...(packageId ? { packageId } : {}) },
          {
            onSuccess: (thread) => void navigate(`/messages/${thread.id}`),
            onError: (error) => toastApiError(error, tc),
          },
        )
      }
    >
      {t('ask')}
    </Button>
  );
}
