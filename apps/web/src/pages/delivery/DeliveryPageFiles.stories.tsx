import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { apiCalls, reply } from '../../stories/api-fixtures';
import {
  DELIVERY_APPOINTMENT_ID,
  bookingDelivery,
  deliveryFiles,
  deliveryOf,
  inThai,
} from '../../stories/delivery-fixtures';
import { customerSession, photographerSession } from '../../stories/fixtures';
import { findToast, withPage } from '../../stories/page-harness';
import { Component } from './DeliveryPage';

/**
 * The photographer's uploaded files on the delivery gallery (decision 0026): removal behind a
 * confirmation while files of that kind may change (packages/machines `changeableFileKind`), the
 * refusal's reason when the delivery moved on, and no removal once handed over or for the customer.
 */
const proofs = deliveryFiles('proof', 3);

const meta = {
  title: 'Pages/Delivery/Gallery files',
  component: Component,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: {
      route: '/appointment/:id/delivery',
      url: `/appointment/${DELIVERY_APPOINTMENT_ID}/delivery`,
      session: photographerSession,
      api: {
        'GET /appointment/{id}/delivery': reply(
          200,
          bookingDelivery(deliveryOf('photographer', 'Open', { proofCount: 3 })),
        ),
        // Read again after a removal: without the removed file.
        'GET /appointment/{id}/delivery/files': () =>
          apiCalls.some((c) => c.operation === 'DELETE /appointment/{id}/delivery/files/{fileId}')
            ? deliveryFiles('proof', 2)
            : proofs,
        'DELETE /appointment/{id}/delivery/files/{fileId}': reply(204),
      },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Remove one proof with the keyboard (once the list is open): the dialog asks, the file leaves the list, a toast says so. */
export const PhotographerRemovesAProof: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByText('Uploaded files (3)'));
    const list = await canvas.findByRole('list', { name: 'Uploaded files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const remove = within(list).getByRole('button', { name: 'Remove DSC_0002.jpg' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove DSC_0002.jpg?' });
    await expect(dialog).toHaveAccessibleDescription(
      'The file is deleted and the customer never sees it. Upload it again if you change your mind.',
    );
    // Focus starts on "Keep the file"; Tab reaches Remove.
    await expect(within(dialog).getByRole('button', { name: 'Keep the file' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');

    await findToast('DSC_0002.jpg removed');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const deleted = apiCalls.filter(
      (c) => c.operation === 'DELETE /appointment/{id}/delivery/files/{fileId}',
    );
    await expect(deleted.map((c) => c.path.fileId)).toEqual([proofs.files[1]!.id]);
  },
};

/** Keep the file backs out: nothing is removed. */
export const PhotographerKeepsTheFile: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByText('Uploaded files (3)'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove DSC_0001.jpg' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep the file' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getAllByRole('button', { name: /^Remove DSC_/ })).toHaveLength(3);
    await expect(apiCalls.some((c) => c.operation.startsWith('DELETE'))).toBe(false);
  },
};

/** The delivery moved on meanwhile: the API refuses, the reason is shown, the file comes back. */
export const RemovalRefused: Story = {
  parameters: {
    page: {
      api: {
        'GET /appointment/{id}/delivery/files': proofs,
        'DELETE /appointment/{id}/delivery/files/{fileId}': reply(409, {
          code: 'invalid_transition',
          message: 'A proof cannot be changed while the delivery is ProofsReady',
          params: { reason: 'delivery_not_allowed_in_state' },
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByText('Uploaded files (3)'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove DSC_0003.jpg' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await findToast('The delivery has moved on; reload to see where it stands.');
    // The dialog has closed and the refused file is listed again, still removable.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(await canvas.findByRole('button', { name: 'Remove DSC_0003.jpg' })).toBeVisible();
  },
};

/** Once the proofs are handed over (ProofsReady), nothing is offered for upload or removal. */
export const HandedOverNothingToRemove: Story = {
  parameters: {
    page: {
      api: {
        'GET /appointment/{id}/delivery': reply(
          200,
          bookingDelivery(deliveryOf('photographer', 'ProofsReady', { proofCount: 3 })),
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Favourite DSC_0001.jpg' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/^Uploaded files/)).toBeNull();
    await expect(canvas.queryByLabelText('Add photos')).toBeNull();
  },
};

/** The customer is never offered removal. */
export const CustomerNoRemoval: Story = {
  parameters: {
    page: {
      session: customerSession,
      api: {
        'GET /appointment/{id}/delivery': bookingDelivery(deliveryOf('customer', 'ProofsReady')),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Favourite DSC_0001.jpg' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/^Uploaded files/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Remove / })).toBeNull();
  },
};

/** In Thai: the same removal, confirmed. */
export const PhotographerRemovesInThai: Story = {
  ...inThai,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByText('ไฟล์ที่อัปโหลดแล้ว (3)'));
    await userEvent.click(await canvas.findByRole('button', { name: 'นำออก: DSC_0001.jpg' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'นำ DSC_0001.jpg ออกใช่ไหม' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'นำออก' }));
    await findToast('นำ DSC_0001.jpg ออกแล้ว');
  },
};
