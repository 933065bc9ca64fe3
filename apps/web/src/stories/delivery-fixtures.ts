import type { Schemas } from '@shootbook/api-client';
import { i18n } from '../i18n';
import { anong, bangkokTime, somchai } from './fixtures';

type Delivery = Schemas['Delivery'];
type DeliveryFile = Schemas['DeliveryFile'];

/** The booking of the delivery stories (Somchai's shoot with Anong). */
export const DELIVERY_APPOINTMENT_ID = '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f';

/** `GET /appointment/{id}/delivery`'s answer (openapi.yaml `BookingDelivery`): `delivery`, or null for none. */
export const bookingDelivery = (delivery: Delivery | null): Schemas['BookingDelivery'] => ({
  delivery,
});

/**
 * Somchai's delivery from Anong as `party` sees it: a shoot three days ago, due in four, 3 photos
 * included with proofs offered (฿300 per extra photo), one revision allowed, in `status`; `over`
 * replaces any field.
 */
export function deliveryOf(
  party: Delivery['party'],
  status: Delivery['status'],
  over: Partial<Delivery> = {},
): Delivery {
  const delivered = ['FinalsDelivered', 'RevisionRequested', 'Accepted'].includes(status);
  return {
    id: '6e7f8091-ab2c-4d3e-9f40-5b6c7d8e9fa0',
    appointmentId: DELIVERY_APPOINTMENT_ID,
    party,
    status,
    dueAt: bangkokTime(4, 18),
    late: false,
    autoAcceptAt: status === 'FinalsDelivered' ? bangkokTime(2, 12) : null,
    refundRequestableAt: bangkokTime(11, 18),
    includedPhotos: 3,
    offersProofs: true,
    extraPhotoPrice: 30_000,
    revisionsAllowed: 1,
    revisionsUsed: status === 'RevisionRequested' ? 1 : 0,
    revisionsLeft: status === 'RevisionRequested' ? 0 : 1,
    revisionNote: status === 'RevisionRequested' ? 'Warmer colours, please' : null,
    proofCount: status === 'Open' ? 0 : 6,
    finalCount: delivered ? 3 : 0,
    pickCount: status === 'ProofsReady' ? 2 : status === 'Open' ? 0 : 3,
    extraPhotos: null,
    finalsDeliveredAt: delivered ? bangkokTime(-1, 12) : null,
    acceptedAt: status === 'Accepted' ? bangkokTime(0, 9) : null,
    acceptedBy: status === 'Accepted' ? 'customer' : null,
    refundedAt: null,
    finalsExpireAt: status === 'Accepted' ? bangkokTime(180, 9) : null,
    shootStart: bangkokTime(-3, 10),
    shootEnd: bangkokTime(-3, 12),
    packageTitle: 'Pre-wedding in the old city',
    subpackageTitle: 'Two hours',
    photographer: { id: anong.id, name: anong.name, role: 'Photographer', avatarUrl: null },
    customer: somchai,
    createdAt: bangkokTime(-3, 12),
    updatedAt: bangkokTime(-1, 12),
    ...over,
  };
}

const COLOURS = ['#f6b27a', '#7aa6f6', '#9af67a', '#f67ad0', '#f6e27a', '#7af6ee'];

/** An SVG stand-in for a preview (no network), in one colour. */
export function preview(colour: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 450"><rect width="600" height="450" fill="${colour}"/><circle cx="430" cy="140" r="60" fill="#fde7d3"/></svg>`,
  )}`;
}

/** `count` files of `kind` named DSC_0001.jpg, …; the first `picked` are picked, the first `portfolio` allowed in the portfolio. */
export function deliveryFiles(
  kind: DeliveryFile['kind'],
  count: number,
  { picked = 0, portfolio = 0 }: { picked?: number; portfolio?: number } = {},
): Schemas['DeliveryFileList'] {
  return {
    files: Array.from({ length: count }, (_, index) => ({
      id: `${kind === 'proof' ? 'a' : 'b'}0000000-0000-4000-8000-00000000000${index}`,
      kind,
      originalName: `DSC_${String(index + 1).padStart(4, '0')}.jpg`,
      bytes: 18_000_000,
      width: 600,
      height: 450,
      picked: kind === 'proof' && index < picked,
      portfolioAllowed: kind === 'final' && index < portfolio,
      previewUrl: preview(COLOURS[index % COLOURS.length]!),
      downloadUrl: kind === 'final' ? `#download-${index}` : null,
      createdAt: bangkokTime(-2, 10),
    })),
    total: count,
    linksExpireAt: bangkokTime(1, 10),
  };
}

/** A story's `beforeEach` that shows it in Thai and switches back to English after it. */
export const inThai = {
  beforeEach: async () => {
    await i18n.changeLanguage('th');
    return async () => {
      await i18n.changeLanguage('en');
    };
  },
};
