import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  List,
  ListRow,
  Stack,
  Text,
} from '@shootbook/ui';
import { CalendarOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatRange } from '@shootbook/machines';
import { toast } from '../../app/toast';
import { toastApiError } from '../../app/api';
import { useCreateBusyTime, useDeleteBusyTime, type BusyTime } from './queries';

/**
 * The photographer's upcoming busy times, in time order, each with its kind. Busy times of kind
 * Photographer can be deleted (ConfirmDialog, `DELETE /user/busytime/{id}`); the toast offers
 * "Undo", which re-creates it with `POST /user/busytime` (same start, end and title; a new id).
 * Appointment busy times follow their appointment and cannot be deleted here (docs/product.md §3.4).
 */
export function BusyTimeList({
  busyTimes,
  timeZone,
  locale,
}: {
  busyTimes: readonly BusyTime[];
  timeZone: string;
  locale: string;
}) {
  const { t } = useTranslation('schedule');
  const remove = useDeleteBusyTime();
  const create = useCreateBusyTime();

  const undo = (busy: BusyTime) =>
    create.mutate(
      { start: busy.start, end: busy.end, ...(busy.title ? { title: busy.title } : {}) },
      {
        onSuccess: () => toast.success(t('busy.restored')),
        onError: (error) => toastApiError(error, t),
      },
    );

  const confirmDelete = (busy: BusyTime) =>
    remove.mutateAsync(busy, {
      onSuccess: () =>
        toast.success(t('busy.deleted'), {
          action: { label: t('busy.undo'), onClick: () => undo(busy) },
        }),
      onError: (error) => toastApiError(error, t),
    });

  if (busyTimes.length === 0) {
    return (
      <EmptyState
        icon={<CalendarOff />}
        headingLevel="h3"
        title={t('busy.empty')}
        description={t('busy.emptyDescription')}
        action={
          <Button asChild variant="outline">
            <Link to="/profile/createBusyTime">{t('page.addBusyTime')}</Link>
          </Button>
        }
      />
    );
  }

  const sorted = [...busyTimes].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return (
    <List>
      {sorted.map((busy) => {
        const title = busy.title || t('busy.untitled');
        return (
          <ListRow key={busy.id}>
            <Stack gap={1}>
              <Text strong asChild>
                <span>{title}</span>
              </Text>
              <Text variant="muted" asChild>
                <time dateTime={busy.start}>
                  {formatRange(busy.start, busy.end, timeZone, locale)}
                </time>
              </Text>
            </Stack>
            <Stack direction="row" gap={2}>
              <Badge variant="outline">{t(`busy.kind.${busy.kind}`)}</Badge>
              {busy.kind === 'Photographer' ? (
                <ConfirmDialog
                  tone="destructive"
                  title={t('busy.deleteTitle')}
                  description={t('busy.deleteDescription')}
                  confirmLabel={t('busy.deleteConfirm')}
                  cancelLabel={t('busy.keep')}
                  onConfirm={() => confirmDelete(busy)}
                  trigger={
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t('busy.deleteNamed', { title })}
                    >
                      {t('busy.delete')}
                    </Button>
                  }
                />
              ) : null}
            </Stack>
          </ListRow>
        );
      })}
    </List>
  );
}
