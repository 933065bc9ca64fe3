import { Badge, VisuallyHidden } from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unreadMessagesQuery } from './queries';

/**
 * The "Messages" link's badge: how many messages of other people wait unread
 * (`GET /thread/unread`, docs/decisions/0028). Nothing while loading, on error or at zero; read by
 * screen readers as ", 3 unread". Live updates refresh it (its query sits under the thread keys).
 */
export function UnreadMessagesCount() {
  const { t } = useTranslation();
  const count = useQuery(unreadMessagesQuery());
  if (!count.data) return null;
  return (
    <>
      <Badge variant="secondary" aria-hidden="true">
        {count.data > 99 ? '99+' : count.data}
      </Badge>
      <VisuallyHidden>{t('nav.unread', { count: count.data })}</VisuallyHidden>
    </>
  );
}
