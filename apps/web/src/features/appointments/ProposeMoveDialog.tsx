import type { Schemas } from '@shootbook/api-client';
import {
  Button,
  ConfirmDialog,
  Field,
  NativeSelect,
  NativeSelectOption,
  Stack,
  Text,
} from '@shootbook/ui';
import { MOVE_REASONS, type MoveReason } from '@shootbook/machines';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSave } from '../../app/save';
import { FreeSlotCalendar } from '../scheduling/FreeSlotCalendar';
import { useFreeSlots } from '../scheduling/useFreeSlots';
import { useProposeMove } from './queries';

/**
 * "Propose another time": the booking calendar's free slots of the booking's sub-package, from the
 * booking's own month, with the booking itself left out (`except`, as the API judges a move), and
 * the reason. Sending is disabled until a time is picked; a refusal keeps the dialog open.
 */
export function ProposeMoveDialog({
  appointment,
  defaultOpen,
}: {
  appointment: Pick<Schemas['Appointment'], 'id' | 'subpackageId' | 'start'>;
  /** Opens the dialog at once (stories). */
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation('appointment');
  const [open, setOpen] = useState(defaultOpen ?? false);
  const [start, setStart] = useState<string | null>(null);
  const [reason, setReason] = useState<MoveReason>('WEATHER');
  const propose = useProposeMove();
  const save = useSave();
  const free = useFreeSlots(open ? appointment.subpackageId : undefined, {
    except: appointment.id,
    openOn: appointment.start,
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setStart(null);
      }}
      trigger={
        <Button size="sm" variant="outline">
          {t('booking.move.propose')}
        </Button>
      }
      title={t('booking.move.proposeTitle')}
      description={t('booking.move.proposeDescription')}
      confirmLabel={t('booking.move.send')}
      cancelLabel={t('booking.move.cancel')}
      confirmDisabled={start === null}
      onConfirm={() =>
        save(
          () => propose.mutateAsync({ appointmentId: appointment.id, start: start!, reason }),
          t('booking.move.proposed'),
        )
      }
    >
      <Stack gap={4}>
        <FreeSlotCalendar
          free={free}
          name="move-start"
          openOn={appointment.start}
          value={start}
          onChange={(slot) => setStart(slot.start)}
        />
        {start === null ? <Text variant="muted">{t('booking.move.pickTime')}</Text> : null}
        <Field label={t('booking.move.reason')}>
          {(control) => (
            <NativeSelect
              {...control}
              value={reason}
              onChange={(event) => setReason(event.target.value as MoveReason)}
            >
              {MOVE_REASONS.map((code) => (
                <NativeSelectOption key={code} value={code}>
                  {t(`booking.move.reasons.${code}`)}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          )}
        </Field>
      </Stack>
    </ConfirmDialog>
  );
}
