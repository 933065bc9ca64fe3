import { formatDateTime, formattingLocale } from '@shootbook/machines';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FALLBACK_TIMEZONE } from '../scheduling/time';
import type { OperatorAction } from './queries';

/** The booking an entry concerns, when its details name one (a decided dispute's `appointmentId`). */
function bookingOf(action: OperatorAction): string | null {
  const id = action.details['appointmentId'];
  return typeof id === 'string' ? id : null;
}

/**
 * Entries of the operators' audit log (docs/decisions/0033): when (Asia/Bangkok), who (the
 * operator's e-mail, else uid), what, on what (a link to the booking's page for a decided
 * dispute) and why. Read-only: no entry is ever changed or removed.
 */
export function AuditTable({
  actions,
  caption,
}: {
  actions: readonly OperatorAction[];
  caption: string;
}) {
  const { t, i18n } = useTranslation('operator');
  const locale = formattingLocale(i18n.resolvedLanguage);
  return (
    <Table>
      <TableCaption>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t('audit.when')}</TableHead>
          <TableHead>{t('audit.who')}</TableHead>
          <TableHead>{t('audit.what')}</TableHead>
          <TableHead>{t('audit.target')}</TableHead>
          <TableHead>{t('audit.why')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {actions.map((action) => {
          const booking = bookingOf(action);
          return (
            <TableRow key={action.id}>
              <TableCell>
                <time dateTime={action.createdAt}>
                  {formatDateTime(action.createdAt, FALLBACK_TIMEZONE, locale)}
                </time>
              </TableCell>
              <TableCell>{action.operatorEmail ?? action.operatorId}</TableCell>
              <TableCell>{t(`action.${action.action}`)}</TableCell>
              <TableCell>
                {booking ? (
                  <Link to={`/operator/bookings/${booking}`}>{t('audit.booking')}</Link>
                ) : (
                  `${t(`targetType.${action.targetType}`)} ${action.targetId}`
                )}
              </TableCell>
              <TableCell className="whitespace-pre-line">{action.reason}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
