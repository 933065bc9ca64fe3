import type { Schemas } from '@shootbook/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import {
  apiCalls,
  apiError,
  bodySent,
  failingFirst,
  never,
  reply,
  type ApiCall,
} from '../../stories/api-fixtures';
import {
  bookingDelivery,
  DELIVERY_APPOINTMENT_ID,
  deliveryFiles,
  deliveryOf,
  inThai,
} from '../../stories/delivery-fixtures';
import { bangkokTime, customerSession, photographerSession } from '../../stories/fixtures';
import { findToast, tryAgainAfter, withPage } from '../../stories/page-harness';
import { Component } from './DeliveryPage';

const proofs = deliveryFiles('proof', 6, { picked: 2 });
const finals = deliveryFiles('final', 3, { portfolio: 1 });
/** `GET …/delivery/files` answering by `kind`. */
const files = (call: ApiCall) => (call.query.kind === 'proof' ? proofs : finals);
/** `PUT|DELETE …/pick|portfolio` answering as the API: the file's choice and the pick count. */
const choice = (on: boolean, pickCount: number) => (call: ApiCall) =>
  reply(200, { fileId: call.path.fileId, picked: on, portfolioAllowed: on, pickCount });

const meta = {
  title: 'Pages/Delivery/Gallery',
  component: Component,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: {
      route: '/appointment/:id/delivery',
      url: `/appointment/${DELIVERY_APPOINTMENT_ID}/delivery`,
      session: customerSession,
      api: {
        'GET /appointment/{id}/delivery': bookingDelivery(deliveryOf('customer', 'ProofsReady')),
        'GET /appointment/{id}/delivery/files': files,
      },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The customer picks favourites: each toggle is saved at once, the counter says "3 of 3
 * picked", and Submit picks sends the rules' SUBMIT_PICKS.
 */
export const CustomerPicksFavourites: Story = {
  parameters: {
    page: {
      api: {
        'PUT /appointment/{id}/delivery/files/{fileId}/pick': choice(true, 3),
        'POST /appointment/{id}/delivery/events': reply(
          200,
          deliveryOf('customer', 'PicksSubmitted'),
        ),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('2 of 3 picked')).toBeVisible();
    const third = canvas.getByRole('button', { name: 'Favourite DSC_0003.jpg' });
    await expect(third).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(third);
    await expect(third).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('3 of 3 picked')).toBeVisible();
    await waitFor(() =>
      expect(
        apiCalls.find((c) => c.operation === 'PUT /appointment/{id}/delivery/files/{fileId}/pick')
          ?.path,
      ).toEqual({ id: DELIVERY_APPOINTMENT_ID, fileId: proofs.files[2]!.id }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit picks' }));
    await waitFor(() =>
      expect(bodySent('POST /appointment/{id}/delivery/events')).toEqual({
        type: 'SUBMIT_PICKS',
      }),
    );
    await findToast('Picks sent to the photographer');
  },
};

/** `GET …/delivery` of the customer with 4 picks of 3 included (฿300 per extra photo) and `extraPhotos`. */
const withExtras = (extraPhotos: Schemas['Delivery']['extraPhotos']) =>
  reply(200, bookingDelivery(deliveryOf('customer', 'ProofsReady', { pickCount: 4, extraPhotos })));
/** The add-on of one extra photo at ฿300 (fee ฿30) in `status`. */
const addOn = (status: 'Wait' | 'Paid'): NonNullable<Schemas['Delivery']['extraPhotos']> => ({
  photos: 1,
  amount: 30_000,
  platformFee: 3_000,
  payout: 27_000,
  status,
  checkoutUrl: status === 'Wait' ? 'https://checkout.example/cs_1' : null,
  paidAt: status === 'Paid' ? bangkokTime(0, 9) : null,
});
const fourPicked = (call: ApiCall) =>
  call.query.kind === 'proof' ? deliveryFiles('proof', 6, { picked: 4 }) : finals;
const RETURNED = `/appointment/${DELIVERY_APPOINTMENT_ID}/delivery?extras=paid`;

/**
 * Picks beyond the included photos, unpaid: marked with their price, the rules' add-on said as
 * "1 extra photo × ฿300 = ฿300", and Pay comes before submitting.
 */
export const CustomerPicksExtraPhotos: Story = {
  parameters: {
    page: {
      api: {
        'GET /appointment/{id}/delivery': withExtras(null),
        'GET /appointment/{id}/delivery/files': fourPicked,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('4 of 3 picked')).toBeVisible();
    await expect(canvas.getAllByText('Extra · ฿300')).toHaveLength(1);
    await expect(canvas.getByText('1 extra photo × ฿300 = ฿300')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay ฿300 for 1 extra photo' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit picks' })).toBeNull();
  },
};

/** Pay fails (the provider refuses): the worded reason, and the customer stays on the gallery to try again. */
export const CustomerExtraPhotosPayFails: Story = {
  parameters: {
    page: {
      api: {
        'GET /appointment/{id}/delivery': withExtras(null),
        'GET /appointment/{id}/delivery/files': fourPicked,
        'POST /appointment/{id}/delivery/extra-photos': reply(409, {
          code: 'conflict',
          message: 'Developer message the page never shows',
          params: { reason: 'provider_refused' },
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Pay ฿300 for 1 extra photo' }),
    );
    await findToast('The payment provider refused this. Please try again later.');
    const sent = apiCalls.find(
      (c) => c.operation === 'POST /appointment/{id}/delivery/extra-photos',
    );
    await expect(sent?.headers.get('idempotency-key')).toMatch(/-1$/);
    await expect(canvas.getByRole('button', { name: 'Pay ฿300 for 1 extra photo' })).toBeEnabled();
  },
};

/** Back from the checkout while the provider has not confirmed yet: "Confirming…", no second Pay, no submit yet. */
export const CustomerExtraPhotosConfirming: Story = {
  parameters: {
    page: {
      url: RETURNED,
      api: {
        'GET /appointment/{id}/delivery': withExtras(addOn('Wait')),
        'GET /appointment/{id}/delivery/files': fourPicked,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Confirming your payment for the extra photos…'),
    ).toBeVisible();
    // The proofs are in (so the button's absence means something).
    await expect(await canvas.findByText('1 extra photo × ฿300 = ฿300')).toBeVisible();
    await expect(canvas.getByText('4 of 3 picked')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Pay / })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Submit picks' })).toBeNull();
  },
};

/** Confirmed: "Extra photos paid", the picks within the paid limit go to the photographer. */
export const CustomerExtraPhotosPaid: Story = {
  parameters: {
    page: {
      url: RETURNED,
      api: {
        'GET /appointment/{id}/delivery': failingFirst(
          withExtras(addOn('Wait')),
          withExtras(addOn('Paid')),
        ),
        'GET /appointment/{id}/delivery/files': fourPicked,
        'POST /appointment/{id}/delivery/events': reply(
          200,
          deliveryOf('customer', 'PicksSubmitted', { pickCount: 4, extraPhotos: addOn('Paid') }),
        ),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Extra photos paid')).toBeVisible();
    await expect(
      canvas.getByText('1 extra photo paid for: you can pick up to 4 photos.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit picks' }));
    await waitFor(() =>
      expect(bodySent('POST /appointment/{id}/delivery/events')).toEqual({
        type: 'SUBMIT_PICKS',
      }),
    );
  },
};

/** In Thai: the add-on to pay. */
export const CustomerPicksExtraPhotosInThai: Story = {
  ...inThai,
  parameters: CustomerPicksExtraPhotos.parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ภาพเพิ่ม 1 ภาพ × ฿300 = ฿300')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'ชำระเงิน ฿300 สำหรับภาพเพิ่ม 1 ภาพ' }),
    ).toBeVisible();
  },
};

/**
 * The finals delivered: download one or all, portfolio consent per photo, and the answers the
 * rules allow — a revision needs a note, accepting asks first.
 */
export const CustomerFinals: Story = {
  parameters: {
    page: {
      api: {
        'GET /appointment/{id}/delivery': reply(
          200,
          bookingDelivery(deliveryOf('customer', 'FinalsDelivered')),
        ),
        'PUT /appointment/{id}/delivery/files/{fileId}/portfolio': choice(true, 3),
        'POST /appointment/{id}/delivery/events': (call: ApiCall) =>
          reply(
            200,
            deliveryOf(
              'customer',
              (call.body as { type: string }).type === 'ACCEPT' ? 'Accepted' : 'RevisionRequested',
            ),
          ),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const photos = await canvas.findByRole('region', { name: 'Photos' });
    await expect(
      await within(photos).findByRole('button', { name: 'Download all (ZIP)' }),
    ).toBeVisible();
    await expect(
      within(photos).getByRole('link', { name: 'Download DSC_0002.jpg' }),
    ).toHaveAttribute('href', '#download-1');
    const consent = within(photos).getByRole('switch', {
      name: 'May show DSC_0002.jpg in the portfolio',
    });
    await userEvent.click(consent);
    await expect(consent).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.queryByRole('region', { name: 'Proofs' })).toBeNull();
    await expect(canvas.getByText(/If you do not answer by/)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Ask for a revision' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ask for a revision' });
    await expect(dialog).toHaveTextContent('You have 1 revision left.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await expect(await within(dialog).findByText('Say what should change.')).toBeVisible();
    await expect(bodySent('POST /appointment/{id}/delivery/events')).toBeUndefined();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Warmer colours, please');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(bodySent('POST /appointment/{id}/delivery/events')).toEqual({
        type: 'REQUEST_REVISION',
        note: 'Warmer colours, please',
      }),
    );
    await findToast('Revision requested');
  },
};

/** Accepting asks first and says it pays the photographer; the refusal of the rules is worded. */
export const CustomerAcceptRefused: Story = {
  parameters: {
    page: {
      api: {
        'GET /appointment/{id}/delivery': reply(
          200,
          bookingDelivery(deliveryOf('customer', 'FinalsDelivered')),
        ),
        'POST /appointment/{id}/delivery/events': reply(409, {
          code: 'invalid_transition',
          message: 'Developer message the page never shows',
          params: { reason: 'delivery_not_allowed_in_state' },
          details: { reason: 'not_allowed_in_state', status: 'Accepted', event: 'ACCEPT' },
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept the photos' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept these photos?' });
    await expect(dialog).toHaveTextContent('releases their payment');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept photos' }));
    await findToast('The delivery has moved on; reload to see where it stands.');
  },
};

/** The photographer before any proof: the uploader for proofs; sending waits for one (the rules' `no_proofs`). */
export const PhotographerUploadsProofs: Story = {
  parameters: {
    page: {
      session: photographerSession,
      api: {
        'GET /appointment/{id}/delivery': reply(
          200,
          bookingDelivery(deliveryOf('photographer', 'Open')),
        ),
        'GET /appointment/{id}/delivery/files': reply(200, deliveryFiles('proof', 0)),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Upload proofs' })).toBeVisible();
    await expect(canvas.getByLabelText('Add photos')).toHaveAttribute('multiple');
    await expect(
      canvas.getByRole('button', { name: 'Send proofs to the customer' }),
    ).toBeDisabled();
    await expect(await canvas.findByRole('heading', { name: 'No proofs yet' })).toBeVisible();
  },
};

/**
 * The customer's picks are in: the photographer sees them read-only, exports the file names,
 * uploads the finals and delivers them.
 */
export const PhotographerDeliversFinals: Story = {
  parameters: {
    page: {
      session: photographerSession,
      api: {
        // Read again after the event, the delivery answers as delivered.
        'GET /appointment/{id}/delivery': () =>
          reply(
            200,
            apiCalls.some((c) => c.operation === 'POST /appointment/{id}/delivery/events')
              ? bookingDelivery(deliveryOf('photographer', 'FinalsDelivered', { finalCount: 3 }))
              : bookingDelivery(deliveryOf('photographer', 'PicksSubmitted', { finalCount: 3 })),
          ),
        'GET /appointment/{id}/delivery/files': (call: ApiCall) =>
          call.query.kind === 'proof' ? deliveryFiles('proof', 6, { picked: 3 }) : finals,
        'POST /appointment/{id}/delivery/events': reply(
          200,
          deliveryOf('photographer', 'FinalsDelivered'),
        ),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('3 of 3 picked')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Favourite DSC_0001.jpg' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Download the picks list' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Upload the photos' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Download DSC_0001.jpg' })).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Deliver the photos' }));
    await waitFor(() =>
      expect(bodySent('POST /appointment/{id}/delivery/events')).toEqual({
        type: 'DELIVER_FINALS',
      }),
    );
    await findToast('Photos delivered');
    await expect(
      await canvas.findByText('Delivered. Waiting for the customer to accept.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Deliver the photos' })).toBeNull();
  },
};

/**
 * Past due with the finals owed: marked late for the photographer too; delivering waits for a
 * final photo (the rules' `no_finals`).
 */
export const PhotographerLate: Story = {
  parameters: {
    page: {
      session: photographerSession,
      api: {
        'GET /appointment/{id}/delivery': reply(
          200,
          bookingDelivery(
            deliveryOf('photographer', 'Open', {
              offersProofs: false,
              dueAt: bangkokTime(-2, 18),
              late: true,
            }),
          ),
        ),
        'GET /appointment/{id}/delivery/files': reply(200, deliveryFiles('final', 0)),
      },
    },
  },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Photo delivery' });
    await expect(within(panel).getByText('Late')).toBeVisible();
    await expect(within(panel).getByRole('list', { name: 'Delivery steps' }).children).toHaveLength(
      3,
    );
    await expect(canvas.getByRole('button', { name: 'Deliver the photos' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { page: { api: { 'GET /appointment/{id}/delivery': never } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Loading the delivery…' }),
    ).toBeVisible();
  },
};

/** A failed read: the alert and Try again, which brings the delivery back. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: () => ({
        'GET /appointment/{id}/delivery': failingFirst(
          apiError(500, 'internal', 'Boom'),
          bookingDelivery(deliveryOf('customer', 'ProofsReady')),
        ),
        'GET /appointment/{id}/delivery/files': files,
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('Could not load the delivery', userEvent);
    await expect(await canvas.findByText('2 of 3 picked')).toBeVisible();
  },
};

/** A booking without a delivery (`delivery: null`): says when one opens. */
export const NoDelivery: Story = {
  parameters: {
    page: {
      api: {
        'GET /appointment/{id}/delivery': reply(200, bookingDelivery(null)),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No delivery for this booking' }),
    ).toBeVisible();
  },
};

/** In Thai: the customer's finals. */
export const CustomerFinalsInThai: Story = {
  ...inThai,
  parameters: {
    page: {
      api: {
        'GET /appointment/{id}/delivery': reply(
          200,
          bookingDelivery(deliveryOf('customer', 'FinalsDelivered')),
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'ยอมรับภาพ' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'ดาวน์โหลดทั้งหมด (ZIP)' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'ขั้นตอนการส่งมอบ' })).toBeVisible();
  },
};

/** In Thai: the photographer with the picks in. */
export const PhotographerInThai: Story = {
  ...inThai,
  parameters: {
    page: {
      session: photographerSession,
      api: {
        'GET /appointment/{id}/delivery': reply(
          200,
          bookingDelivery(deliveryOf('photographer', 'PicksSubmitted')),
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'ส่งมอบภาพ' })).toBeVisible();
    await expect(canvas.getByText('ลูกค้าเลือกไว้ 3 ภาพ แต่งภาพแล้วส่งมอบได้เลย')).toBeVisible();
  },
};

/** The portfolio photo `POST …/portfolio-copy` answers (rendering). */
const portfolioCopy = (call: ApiCall): Schemas['Photo'] => ({
  id: `copy-of-${String(call.path.fileId)}`,
  ownerId: 'photographer',
  purpose: 'portfolio',
  packageId: null,
  position: 0,
  cover: false,
  caption: null,
  category: null,
  status: 'processing',
  width: 1200,
  height: 800,
  placeholder: null,
  src: null,
  sources: [],
  fromBooking: true,
  createdAt: bangkokTime(0, 12),
});

/** The photographer's finals once delivered, with the customer's portfolio permissions. */
const photographerFinals = {
  session: photographerSession,
  api: {
    'GET /appointment/{id}/delivery': reply(
      200,
      bookingDelivery(deliveryOf('photographer', 'FinalsDelivered', { finalCount: 3 })),
    ),
  },
};

/**
 * The photographer copies a photo the customer allowed into their portfolio: only allowed finals
 * are offered; the copy is confirmed by a toast (docs/product.md §11).
 */
export const PhotographerCopiesToPortfolio: Story = {
  parameters: {
    page: {
      ...photographerFinals,
      api: {
        ...photographerFinals.api,
        'POST /appointment/{id}/delivery/files/{fileId}/portfolio-copy': (call: ApiCall) =>
          reply(200, portfolioCopy(call)),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const section = await canvas.findByRole('region', { name: 'Allowed in your portfolio' });
    const buttons = within(section).getAllByRole('button', { name: /^Copy to portfolio/ });
    await expect(buttons).toHaveLength(1);
    await userEvent.click(
      within(section).getByRole('button', { name: 'Copy to portfolio: DSC_0001.jpg' }),
    );
    await findToast('DSC_0001.jpg is in your portfolio.');
    await expect(
      apiCalls.find(
        (c) => c.operation === 'POST /appointment/{id}/delivery/files/{fileId}/portfolio-copy',
      )?.path,
    ).toEqual({ id: DELIVERY_APPOINTMENT_ID, fileId: finals.files[0]!.id });
  },
};

/** The customer withdrew the permission meanwhile: the refusal is worded, not the server's message. */
export const PhotographerCopyRefused: Story = {
  parameters: {
    page: {
      ...photographerFinals,
      api: {
        ...photographerFinals.api,
        'POST /appointment/{id}/delivery/files/{fileId}/portfolio-copy': reply(409, {
          code: 'invalid_transition',
          message: 'Developer message the page never shows',
          params: { reason: 'portfolio_not_allowed_by_customer' },
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Copy to portfolio: DSC_0001.jpg' }),
    );
    await findToast('The customer has not allowed this photo in your portfolio.');
  },
};

/** In Thai: the photographer copies an allowed photo into the portfolio. */
export const PhotographerCopiesInThai: Story = {
  ...inThai,
  parameters: {
    page: {
      ...photographerFinals,
      api: {
        ...photographerFinals.api,
        'POST /appointment/{id}/delivery/files/{fileId}/portfolio-copy': (call: ApiCall) =>
          reply(200, portfolioCopy(call)),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'คัดลอกไปยังผลงาน: DSC_0001.jpg' }),
    );
    await findToast('เพิ่ม DSC_0001.jpg ในผลงานของคุณแล้ว');
  },
};
