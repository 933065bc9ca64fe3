import {
  BookingState,
  bookingMachine,
  type BookingContext,
  type BookingEvent,
  type TimeInterval,
  formatSlotStart,
  formattingLocale,
} from '@shootbook/machines';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  DescriptionDetails,
  DescriptionItem,
  DescriptionList,
  DescriptionTerm,
  Stack,
} from '@shootbook/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, waitFor, within } from 'storybook/test';
import type { SnapshotFrom } from 'xstate';
import { FALLBACK_TIMEZONE } from '../../features/scheduling/time';
import { bangkokTime, customerSession, preWedding } from '../fixtures';
import { PageHarness } from '../page-harness';
import { MachineExplorer } from './MachineExplorer';
import { expectState, screenOf, sendEvent } from './play';

const slotAt = (hour: number): TimeInterval => ({
  start: bangkokTime(2, hour),
  end: bangkokTime(2, hour + 2),
});
const slots = { '13:00': slotAt(13), '15:00': slotAt(15) };

/** What `POST /appointment/{id}` may answer instead of the appointment (the API's Error body). */
const failures = {
  slot_unavailable: { code: 'slot_unavailable', message: 'That slot is no longer free.' },
  too_soon: {
    code: 'unprocessable',
    message: 'A shoot can be booked no sooner than 2 hours before it starts.',
    details: { reason: 'too_soon' },
  },
  network: new TypeError('Failed to fetch'),
};

type Snapshot = SnapshotFrom<typeof bookingMachine>;

/**
 * The booking page's panel in `snapshot` (BookAppointmentPage, in its words): the chosen time,
 * the one notice the state shows (slot taken, time refused, chosen time gone, send failed with
 * its Try again and Choose another time, which send RETRY and RESET), and Book, busy while the
 * request is in flight; once booked, the page moves to the booking's own page.
 */
function BookingPanel({ snapshot, send }: { snapshot: Snapshot; send: (e: BookingEvent) => void }) {
  const { t, i18n } = useTranslation('booking');
  const locale = formattingLocale(i18n.resolvedLanguage);
  const { slot, lostSlot, error, appointment, details }: BookingContext = snapshot.context;
  const at = (interval: TimeInterval) => formatSlotStart(interval.start, FALLBACK_TIMEZONE, locale);
  if (snapshot.matches(BookingState.booked)) {
    return (
      <Alert variant="success">
        <AlertTitle>{t('requested')}</AlertTitle>
        <AlertDescription>{`Next page: /appointment/${appointment?.id}`}</AlertDescription>
      </Alert>
    );
  }
  const notice = snapshot.matches({ failed: BookingState.slotTaken })
    ? { variant: 'warning', title: t('slotTaken'), text: t('slotTakenDescription') }
    : snapshot.matches({ failed: BookingState.slotRefused })
      ? { variant: 'warning', title: t('slotRefused'), text: error?.message }
      : snapshot.matches({ failed: BookingState.error })
        ? { variant: 'destructive', title: t('failed'), text: error?.message }
        : lostSlot
          ? {
              variant: 'warning',
              title: t('slotGone'),
              text: t('slotGoneDescription', { time: at(lostSlot) }),
            }
          : null;
  return (
    <Stack gap={4}>
      {notice ? (
        <Alert variant={notice.variant as 'warning' | 'destructive'}>
          <AlertTitle>{notice.title}</AlertTitle>
          <AlertDescription>{notice.text}</AlertDescription>
        </Alert>
      ) : null}
      {snapshot.matches({ failed: BookingState.error }) ? (
        <Stack direction="row" gap={2}>
          <Button size="sm" variant="outline" onClick={() => send({ type: 'RETRY' })}>
            {t('retry')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => send({ type: 'RESET' })}>
            {t('chooseAnother')}
          </Button>
        </Stack>
      ) : null}
      <DescriptionList layout="horizontal">
        <DescriptionItem>
          <DescriptionTerm>{t('summary.time')}</DescriptionTerm>
          <DescriptionDetails>{slot ? at(slot) : t('summary.noTime')}</DescriptionDetails>
        </DescriptionItem>
      </DescriptionList>
      <div>
        <Button
          loading={snapshot.matches(BookingState.submitting)}
          onClick={() => send({ type: 'SUBMIT', ...details })}
        >
          {t('book')}
        </Button>
      </div>
    </Stack>
  );
}

function BookingExplorer() {
  return (
    <MachineExplorer
      machine={bookingMachine}
      input={{}}
      choices={{
        SELECT_SLOT: () =>
          Object.entries(slots).map(([label, slot]) => ({ label, payload: { slot } })),
        SUBMIT: () => [{ payload: { location: preWedding.location, note: '' } }],
        FREE_SLOTS: () => [
          { label: 'both free', payload: { slots: Object.values(slots) } },
          { label: 'only 15:00 free', payload: { slots: [slots['15:00']] } },
        ],
        'done: createAppointment': () => [
          { payload: { output: { id: 'c4d5e6f7-0a1b-4c2d-8e3f-9a0b1c2d3e4f' } } },
        ],
        'error: createAppointment': () =>
          Object.entries(failures).map(([label, error]) => ({ label, payload: { error } })),
      }}
      screen={(snapshot, send) => (
        <PageHarness page={{ route: '/', session: customerSession }}>
          <BookingPanel snapshot={snapshot} send={send} />
        </PageHarness>
      )}
    />
  );
}

const meta = {
  title: 'Machines/Booking',
  component: BookingExplorer,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BookingExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The booking page's flow: a taken slot is dropped (the panel says so and asks for another time);
 * a failed send keeps the slot and the panel's own Try again sends it again; then it is booked.
 */
export const TakenThenRetried: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = await screenOf(canvas);
    await expectState(canvas, canvasElement, 'selectingSlot');
    await expect(await within(screen).findByText('Not chosen yet')).toBeVisible();

    await sendEvent(canvas, userEvent, 'SELECT_SLOT · 13:00');
    await expect(within(screen).queryByText('Not chosen yet')).toBeNull();
    await sendEvent(canvas, userEvent, 'SUBMIT');
    await expectState(canvas, canvasElement, 'submitting');
    await expect(within(screen).getByRole('button', { name: 'Book' })).toHaveAttribute(
      'aria-busy',
      'true',
    );

    await sendEvent(canvas, userEvent, 'error: createAppointment · slot_unavailable');
    await expectState(canvas, canvasElement, 'failed.slotTaken');
    await expect(within(screen).getByText('That slot was just taken')).toBeVisible();
    await expect(within(screen).getByText('Not chosen yet')).toBeVisible();

    await sendEvent(canvas, userEvent, 'SELECT_SLOT · 15:00');
    await userEvent.click(within(screen).getByRole('button', { name: 'Book' }));
    await sendEvent(canvas, userEvent, 'error: createAppointment · network');
    await expectState(canvas, canvasElement, 'failed.error');
    await expect(within(screen).getByText('The booking could not be sent')).toBeVisible();

    await userEvent.click(within(screen).getByRole('button', { name: 'Try again' }));
    await expectState(canvas, canvasElement, 'submitting');
    await sendEvent(canvas, userEvent, 'done: createAppointment');
    await expectState(canvas, canvasElement, 'booked');
    await waitFor(() => expect(within(screen).getByText('Booking requested')).toBeVisible());
  },
};
