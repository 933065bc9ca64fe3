import type { Schemas } from '@shootbook/api-client';
import { signedInOperator } from '../test/session';
import { anong, somchai } from './fixtures';

/* The operators' console's stories (docs/decisions/0033): fixed times, so the baselines hold. */

/** Somchai, a customer whose sign-in carries the `operator` claim. */
export const operatorSession = signedInOperator({
  id: somchai.id,
  name: somchai.name,
  role: 'Customer',
});

const BOOKING_ID = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
const PAYMENT_ID = '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e';

/** A no-show dispute the photographer has not answered, and one they have. */
export const disputes: Schemas['Dispute'][] = [
  {
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    appointmentId: BOOKING_ID,
    paymentId: PAYMENT_ID,
    customerId: somchai.id,
    photographerId: anong.id,
    reason: 'no_show',
    text: 'We waited at the temple gate for an hour. Nobody came and the phone was off.',
    status: 'Opened',
    answer: null,
    answeredAt: null,
    decision: null,
    refundAmount: null,
    decidedAt: null,
    createdAt: '2026-11-20T04:00:00.000Z',
  },
  {
    id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
    appointmentId: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
    paymentId: '8d9e0f1a-2b3c-4d4e-9f5a-6b7c8d9e0f1a',
    customerId: somchai.id,
    photographerId: anong.id,
    reason: 'photos_missing',
    text: 'Only 20 of the 40 photos we paid for arrived.',
    status: 'Answered',
    answer: 'The other 20 are being edited and will arrive on Friday.',
    answeredAt: '2026-11-21T02:00:00.000Z',
    decision: null,
    refundAmount: null,
    decidedAt: null,
    createdAt: '2026-11-20T09:30:00.000Z',
  },
];

/** A listed photographer and a suspended one. */
export const operatorPhotographers: Schemas['OperatorPhotographer'][] = [
  {
    id: 'p9Zx8Yw7Vu6Ts5Rq4Po3Nm2Lk1Ji',
    name: 'Krit Thongdee',
    email: 'krit@example.com',
    suspendedAt: '2026-11-18T03:00:00.000Z',
  },
  { id: anong.id, name: anong.name, email: 'anong@example.com', suspendedAt: null },
];

/** An entry of the audit log per action. */
export const operatorActions: Schemas['OperatorAction'][] = [
  {
    id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
    operatorId: 'op-uid-1',
    operatorEmail: 'ops@shootbook.example',
    action: 'dispute_decided',
    targetType: 'dispute',
    targetId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
    reason: 'Half of the photos were never delivered.',
    details: {
      decision: 'partial_refund',
      appointmentId: BOOKING_ID,
      customerRefund: 250000,
      photographerPayout: 212500,
      platformFee: 37500,
    },
    createdAt: '2026-11-22T05:00:00.000Z',
  },
  {
    id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
    operatorId: 'op-uid-2',
    operatorEmail: null,
    action: 'photographer_suspended',
    targetType: 'user',
    targetId: 'p9Zx8Yw7Vu6Ts5Rq4Po3Nm2Lk1Ji',
    reason: 'Three no-shows in a month.',
    details: {},
    createdAt: '2026-11-18T03:00:00.000Z',
  },
];

/** The first dispute's booking: paid, Accepted, its ledger holding the charge. */
export const operatorBooking: Schemas['OperatorBooking'] = {
  appointment: {
    id: BOOKING_ID,
    customerId: somchai.id,
    photographerId: anong.id,
    packageId: '9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
    subpackageId: '0f1a2b3c-4d5e-4f6a-9b7c-8d9e0f1a2b3c',
    start: '2026-11-19T23:00:00.000Z',
    end: '2026-11-20T01:00:00.000Z',
    location: 'Wat Phra That Doi Suthep, Chiang Mai',
    note: '',
    status: 'Accepted',
    statusHistory: [
      { status: 'Pending', at: '2026-11-10T03:00:00.000Z', by: somchai.id, reason: null },
      { status: 'Accepted', at: '2026-11-10T05:00:00.000Z', by: anong.id, reason: null },
    ],
    payBy: '2026-11-11T05:00:00.000Z',
    acceptedAt: '2026-11-10T05:00:00.000Z',
    cancellationPolicy: 'MODERATE',
    createdAt: '2026-11-10T03:00:00.000Z',
    updatedAt: '2026-11-10T05:00:00.000Z',
  },
  payment: {
    id: PAYMENT_ID,
    appointmentId: BOOKING_ID,
    customerId: somchai.id,
    photographerId: anong.id,
    amount: 500000,
    currency: 'THB',
    platformFee: 75000,
    payoutAmount: 425000,
    status: 'Paid',
    provider: 'sandbox',
    providerRef: 'sandbox-ref-1',
    checkoutUrl: null,
    createdAt: '2026-11-10T05:00:00.000Z',
    updatedAt: '2026-11-10T06:00:00.000Z',
    paidAt: '2026-11-10T06:00:00.000Z',
    completedAt: null,
    refundedAt: null,
  },
  transactions: [
    {
      id: '1f2a3b4c-5d6e-4f7a-8b9c-0d1e2f3a4b5c',
      type: 'charge',
      purpose: 'booking',
      amount: 500000,
      currency: 'THB',
      paymentId: PAYMENT_ID,
      userId: somchai.id,
      createdAt: '2026-11-10T06:00:00.000Z',
    },
  ],
  dispute: disputes[0]!,
  actions: [],
};

/** A reported message, and one whose message is gone. */
export const messageReports: Schemas['ReportedMessage'][] = [
  {
    messageId: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
    threadId: '3b4c5d6e-7f8a-4b9c-8d0e-1f2a3b4c5d6e',
    text: 'Pay me by bank transfer instead and I will give you a discount.',
    authorId: anong.id,
    reporterId: somchai.id,
    reason: 'off_platform',
    createdAt: '2026-11-21T08:00:00.000Z',
  },
  {
    messageId: '4c5d6e7f-8a9b-4c0d-9e1f-2a3b4c5d6e7f',
    threadId: '3b4c5d6e-7f8a-4b9c-8d0e-1f2a3b4c5d6e',
    text: null,
    authorId: null,
    reporterId: anong.id,
    reason: 'abuse',
    createdAt: '2026-11-20T08:00:00.000Z',
  },
];
