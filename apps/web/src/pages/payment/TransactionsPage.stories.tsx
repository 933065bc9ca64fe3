import type { Meta, StoryObj } from '@storybook/react-vite';
import { ledgerBalance, ledgerLinesFor, type LedgerParty } from '@shootbook/machines';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Payment, PaymentList, Transaction } from '../../features/payments/queries';
import { i18n } from '../../i18n';
import { apiCalls, apiError, failingFirst, never, type ApiCall } from '../../stories/api-fixtures';
import { catchDownloads, downloads } from '../../stories/downloads';
import { appointmentDetail, customerSession, photographerSession } from '../../stories/fixtures';
import { tryAgainAfter, withPage } from '../../stories/page-harness';
import { Component } from './TransactionsPage';

const line = (
  id: string,
  type: Transaction['type'],
  amount: number,
  paymentId: string,
  createdAt: string,
  purpose: Transaction['purpose'] = 'booking',
): Transaction => ({
  id,
  type,
  purpose,
  amount,
  currency: 'THB',
  paymentId,
  userId: 'ledger-owner',
  createdAt,
});
const payment = (id: string, status: Payment['status'], amount: number): Payment => ({
  ...appointmentDetail({
    id: `${id.slice(0, 24)}bbbbbbbbbbbb`,
    days: -10,
    hour: 10,
    status: 'Accepted',
    payment: { id, status },
  }).payment!,
  amount,
  platformFee: amount / 10,
  payoutAmount: amount - amount / 10,
});

/**
 * `GET /payment` as the API answers it (docs/decisions/0014): with `from`/`to`, the lines written
 * in the range and the balance of those before `from`; with `paymentStatus`, those payments.
 */
function ledgerApi(party: LedgerParty, lines: Transaction[], payments: Payment[]) {
  return ({ query }: ApiCall): PaymentList => {
    const at = (iso: string) => Date.parse(iso);
    const listed = query.paymentStatus
      ? payments.filter((p) => p.status === query.paymentStatus)
      : payments;
    const visible = ledgerLinesFor(lines, party);
    return {
      payments: listed,
      transactions: visible.filter(
        (l) =>
          (!query.from || at(l.createdAt) >= at(query.from)) &&
          (!query.to || at(l.createdAt) < at(query.to)),
      ),
      total: listed.length,
      openingBalance: query.from
        ? ledgerBalance(
            visible.filter((l) => at(l.createdAt) < at(query.from!)),
            party,
          )
        : 0,
    };
  };
}

// Somchai, a customer: a shoot in September, one refunded in October, two charges in November.
const P0 = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const P1 = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const P2 = '6f5e4d3c-2b1a-4c9d-8e7f-6a5b4c3d2e1f';
const P3 = '9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const customerLines = [
  line('0a000000-0000-4000-8000-000000000001', 'charge', 300_000, P0, '2026-09-12T03:00:00Z'),
  line('0a000000-0000-4000-8000-000000000002', 'charge', 450_000, P1, '2026-10-05T02:00:00Z'),
  line('0a000000-0000-4000-8000-000000000003', 'refund', 450_000, P1, '2026-10-08T02:00:00Z'),
  line('0a000000-0000-4000-8000-000000000004', 'charge', 450_000, P2, '2026-11-03T02:00:00Z'),
  line('0a000000-0000-4000-8000-000000000005', 'charge', 120_050, P3, '2026-11-20T12:00:00Z'),
];
const customerPayments = [
  payment(P3, 'Paid', 120_050),
  payment(P2, 'Paid', 450_000),
  payment(P1, 'Refunded', 450_000),
  payment(P0, 'Completed', 300_000),
];

// Anong, a photographer: a completed shoot, a refunded one and one paid but not yet shot.
const Q1 = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const Q2 = '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f';
const Q3 = '4d5e6f7a-8b9c-4dae-9f20-3b4c5d6e7f8a';
const photographerLines = [
  line('0b000000-0000-4000-8000-000000000001', 'charge', 450_000, Q1, '2026-10-20T03:00:00Z'),
  line('0b000000-0000-4000-8000-000000000003', 'payout', 405_000, Q1, '2026-10-27T10:00:00Z'),
  line('0b000000-0000-4000-8000-000000000002', 'fee', 45_000, Q1, '2026-10-27T10:00:00Z'),
  line('0b000000-0000-4000-8000-000000000004', 'charge', 300_000, Q2, '2026-11-02T03:00:00Z'),
  line('0b000000-0000-4000-8000-000000000005', 'refund', 300_000, Q2, '2026-11-04T03:00:00Z'),
  line('0b000000-0000-4000-8000-000000000006', 'charge', 350_000, Q3, '2026-11-18T05:00:00Z'),
];
const photographerPayments = [
  payment(Q3, 'Paid', 350_000),
  payment(Q2, 'Refunded', 300_000),
  payment(Q1, 'Completed', 450_000),
];

// Anong's shoot whose customer bought 3 extra photos (฿600.15, fee ฿60.02): the add-on's charge,
// and at acceptance its fee and payout beside the booking's.
const Q4 = '5e6f7a8b-9cad-4ebf-8031-4c5d6e7f8a9b';
const extraPhotosLines = [
  line('0c000000-0000-4000-8000-000000000001', 'charge', 350_000, Q4, '2026-11-10T03:00:00Z'),
  line(
    '0c000000-0000-4000-8000-000000000002',
    'charge',
    60_015,
    Q4,
    '2026-11-14T05:00:00Z',
    'extra_photos',
  ),
  line('0c000000-0000-4000-8000-000000000003', 'fee', 35_000, Q4, '2026-11-20T10:00:00Z'),
  line('0c000000-0000-4000-8000-000000000004', 'payout', 315_000, Q4, '2026-11-20T10:00:00Z'),
  line(
    '0c000000-0000-4000-8000-000000000005',
    'fee',
    6_002,
    Q4,
    '2026-11-20T10:00:00Z',
    'extra_photos',
  ),
  line(
    '0c000000-0000-4000-8000-000000000006',
    'payout',
    54_013,
    Q4,
    '2026-11-20T10:00:00Z',
    'extra_photos',
  ),
];
const extraPhotosPage = {
  session: photographerSession,
  api: {
    'GET /payment': ledgerApi('photographer', extraPhotosLines, [
      payment(Q4, 'Completed', 350_000),
    ]),
  },
};

const NOVEMBER = '?from=2026-11-01&to=2026-11-30';

/** The rows of the statement table as [date-time attribute, type, amount, balance] text. */
async function statementRows(canvas: { findByRole: typeof screen.findByRole }) {
  const table = await canvas.findByRole('table', { name: 'Ledger transactions, newest first' });
  return [...table.querySelectorAll('tbody tr')].map((row) => {
    const cells = [...row.querySelectorAll('td')];
    return [
      row.querySelector('time')?.getAttribute('datetime'),
      cells[1]?.textContent,
      cells[2]?.textContent,
      cells[3]?.textContent,
    ];
  });
}

/** The downloaded file's text, after checking it starts with the UTF-8 byte-order mark. */
async function downloadedText(): Promise<string> {
  await waitFor(() => expect(downloads.blob).toBeDefined());
  const bytes = new Uint8Array(await downloads.blob!.arrayBuffer());
  await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  await expect(downloads.blob!.type).toBe('text/csv;charset=utf-8');
  return new TextDecoder().decode(bytes.slice(3));
}

const meta = {
  title: 'Pages/Payments/Transactions',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/payment/transaction',
      url: '/payment/transaction',
      session: customerSession,
      api: { 'GET /payment': ledgerApi('customer', customerLines, customerPayments) },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer's ledger: newest line first, money out with a minus, and the balance after each line. */
export const CustomerNewestFirst: Story = {
  play: async ({ canvas }) => {
    await expect(await statementRows(canvas)).toEqual([
      ['2026-11-20T12:00:00Z', 'Charge', '-฿1,200.50', '-฿8,700.50'],
      ['2026-11-03T02:00:00Z', 'Charge', '-฿4,500', '-฿7,500'],
      ['2026-10-08T02:00:00Z', 'Refund', '+฿4,500', '-฿3,000'],
      ['2026-10-05T02:00:00Z', 'Charge', '-฿4,500', '-฿7,500'],
      ['2026-09-12T03:00:00Z', 'Charge', '-฿3,000', '-฿3,000'],
    ]);
    await expect(canvas.getByText('5 transactions')).toBeVisible();
    const footer = within(canvas.getByRole('table').querySelector('tfoot')!);
    await expect(
      footer.getByRole('rowheader', { name: 'Total charged' }).closest('tr'),
    ).toHaveTextContent('฿13,200.50');
    await expect(
      footer.getByRole('rowheader', { name: 'Total refunded' }).closest('tr'),
    ).toHaveTextContent('฿4,500');
    // Customers have no pending payouts.
    await expect(canvas.queryByRole('region', { name: 'Pending payouts' })).toBeNull();
  },
};

/**
 * Chooses a day of November 2026 in the date picker labelled `label`: opens its calendar (on
 * today's month when it is empty), moves month by month to November 2026 and clicks the day.
 */
async function pickNovemberDay(canvas: ReturnType<typeof within>, label: string, day: number) {
  await userEvent.click(canvas.getByRole('combobox', { name: label }));
  const dialog = await screen.findByRole('dialog', { name: label });
  for (let step = 0; step < 60; step++) {
    if (within(dialog).queryByRole('grid', { name: 'November 2026' })) break;
    const shown = dialog
      .querySelector('td[data-day]:not([data-outside])')
      ?.getAttribute('data-day');
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: (shown ?? '') > '2026-11' ? 'Go to the Previous Month' : 'Go to the Next Month',
      }),
    );
  }
  await userEvent.click(
    within(dialog).getByRole('button', { name: new RegExp(`^\\w+,? ${day} November 2026$`) }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** The value a date picker of the form holds (its hidden input), `yyyy-MM-dd` or empty. */
function rangeValue(canvasElement: HTMLElement, name: 'from' | 'to'): string | undefined {
  return canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
}

/** Picking November on the calendars: the API is asked for Bangkok's November and the balance starts from what came before. */
export const CustomerFiltersByRange: Story = {
  play: async ({ canvas, canvasElement }) => {
    await statementRows(canvas);
    await expect(canvas.getByRole('combobox', { name: 'From' })).toHaveTextContent('No limit');
    await pickNovemberDay(canvas, 'From', 1);
    await pickNovemberDay(canvas, 'To', 30);
    await expect(canvas.getByRole('combobox', { name: 'From' })).toHaveTextContent(
      /^Sun,? 1 Nov 2026$/,
    );
    await expect(rangeValue(canvasElement, 'to')).toBe('2026-11-30');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));

    await waitFor(() =>
      expect(apiCalls.at(-1)?.query).toMatchObject({
        from: '2026-10-31T17:00:00.000Z',
        to: '2026-11-30T17:00:00.000Z',
      }),
    );
    await waitFor(async () =>
      expect(await statementRows(canvas)).toEqual([
        ['2026-11-20T12:00:00Z', 'Charge', '-฿1,200.50', '-฿8,700.50'],
        ['2026-11-03T02:00:00Z', 'Charge', '-฿4,500', '-฿7,500'],
        ['2026-10-31T17:00:00.000Z', 'Opening balance', '', '-฿3,000'],
      ]),
    );
    await expect(canvas.getByText('2 transactions')).toBeVisible();
    // The applied dates stay in the form; Clear dates shows everything again.
    await expect(rangeValue(canvasElement, 'from')).toBe('2026-11-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear dates' }));
    await expect(await canvas.findByText('5 transactions')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'From' })).toHaveTextContent('No limit');
  },
};

/** One end of an applied range removed in its calendar: only the other end limits the statement. */
export const CustomerRemovesOneDate: Story = {
  parameters: { page: { url: `/payment/transaction${NOVEMBER}` } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await statementRows(canvas)).toHaveLength(3);
    await userEvent.click(canvas.getByRole('combobox', { name: 'To' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove date' }));
    await expect(canvas.getByRole('combobox', { name: 'To' })).toHaveTextContent('No limit');
    await expect(rangeValue(canvasElement, 'to')).toBe('');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(apiCalls.at(-1)?.query).not.toHaveProperty('to'));
    await expect(apiCalls.at(-1)?.query).toMatchObject({ from: '2026-10-31T17:00:00.000Z' });
  },
};

/** Export writes exactly the table shown as CSV: header, ISO dates in Bangkok, baht with satang, the opening balance last. */
export const CustomerExportsCsv: Story = {
  parameters: { page: { url: `/payment/transaction${NOVEMBER}` } },
  beforeEach: catchDownloads,
  play: async ({ canvas }) => {
    await expect(await statementRows(canvas)).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await downloadedText()).toBe(
      [
        'Date,Type,Amount (THB),Balance (THB),Order',
        `2026-11-20T19:00:00+07:00,Charge,-1200.50,-8700.50,${P3}`,
        `2026-11-03T09:00:00+07:00,Charge,-4500.00,-7500.00,${P2}`,
        '2026-11-01T00:00:00+07:00,Opening balance,,-3000.00,',
      ].join('\r\n'),
    );
    await expect(downloads.fileName).toBe('shootbook-transactions-2026-11-01-to-2026-11-30.csv');
    // And said in a toast.
    await waitFor(() =>
      expect(document.querySelector('[data-sonner-toast]')).toHaveTextContent(
        'Saved shootbook-transactions-2026-11-01-to-2026-11-30.csv',
      ),
    );
  },
};

/** Dates with no transactions: an empty state that clears them. */
export const CustomerEmptyRange: Story = {
  parameters: { page: { url: '/payment/transaction?from=2026-08-01&to=2026-08-31' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No transactions in these dates')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    const clear = canvas.getAllByRole('button', { name: 'Clear dates' });
    await userEvent.click(clear.at(-1)!);
    await expect(await statementRows(canvas)).toHaveLength(5);
  },
};

/** A last day before the first: said on the dates, and nothing is asked of the API. */
export const InvalidRange: Story = {
  parameters: { page: { url: '/payment/transaction?from=2026-11-30&to=2026-11-01' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The last day must be on or after the first.',
    );
    await expect(canvas.getByRole('group', { name: 'Dates' })).toHaveAccessibleDescription(
      /The last day must be on or after the first/,
    );
    await expect(apiCalls).toEqual([]);
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

/** While the ledger loads. */
export const Loading: Story = {
  parameters: { page: { api: { 'GET /payment': never } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};

/** Nothing yet: the customer is pointed to what there is to pay. */
export const CustomerEmpty: Story = {
  parameters: { page: { api: { 'GET /payment': ledgerApi('customer', [], []) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No transactions yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'To pay' })).toHaveAttribute(
      'href',
      '/payment/topay',
    );
  },
};

/**
 * A photographer's earnings: customers' payments in, fees withheld out, a refund given back, the
 * payout to the bank plain (already counted), and what is still pending shown above and on its row.
 */
export const PhotographerEarnings: Story = {
  parameters: {
    page: {
      session: photographerSession,
      api: { 'GET /payment': ledgerApi('photographer', photographerLines, photographerPayments) },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(async () =>
      expect(await statementRows(canvas)).toEqual([
        ['2026-11-18T05:00:00Z', 'Customer payment Pending payout', '+฿3,500', '฿7,550'],
        ['2026-11-04T03:00:00Z', 'Refund to customer', '-฿3,000', '฿4,050'],
        ['2026-11-02T03:00:00Z', 'Customer payment', '+฿3,000', '฿7,050'],
        ['2026-10-27T10:00:00Z', 'Payout to your bank', '฿4,050', '฿4,050'],
        ['2026-10-27T10:00:00Z', 'Platform fee withheld', '-฿450', '฿4,050'],
        ['2026-10-20T03:00:00Z', 'Customer payment', '+฿4,500', '฿4,500'],
      ]),
    );
    const pending = canvas.getByRole('region', { name: 'Pending payouts' });
    await waitFor(() =>
      expect(pending).toHaveTextContent('To be paid out to you฿3,150 (1 paid booking)'),
    );
    await expect(pending).toHaveTextContent('Paid by customers฿3,500');
    await expect(pending).toHaveTextContent('Platform fees to be withheld฿350');
    const footer = within(canvas.getByRole('table').querySelector('tfoot')!);
    await expect(
      footer.getByRole('rowheader', { name: 'Paid out to you' }).closest('tr'),
    ).toHaveTextContent('฿4,050');
    await expect(
      footer.getByRole('rowheader', { name: 'Platform fees withheld' }).closest('tr'),
    ).toHaveTextContent('฿450');
  },
};

/** November for a photographer, exported: the pending note and the opening balance travel with the rows. */
export const PhotographerRangeExport: Story = {
  parameters: {
    page: {
      session: photographerSession,
      url: `/payment/transaction${NOVEMBER}`,
      api: { 'GET /payment': ledgerApi('photographer', photographerLines, photographerPayments) },
    },
  },
  beforeEach: catchDownloads,
  play: async ({ canvas }) => {
    await waitFor(async () =>
      expect(await statementRows(canvas)).toEqual([
        ['2026-11-18T05:00:00Z', 'Customer payment Pending payout', '+฿3,500', '฿7,550'],
        ['2026-11-04T03:00:00Z', 'Refund to customer', '-฿3,000', '฿4,050'],
        ['2026-11-02T03:00:00Z', 'Customer payment', '+฿3,000', '฿7,050'],
        ['2026-10-31T17:00:00.000Z', 'Opening balance', '', '฿4,050'],
      ]),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await downloadedText()).toBe(
      [
        'Date,Type,Amount (THB),Balance (THB),Order',
        `2026-11-18T12:00:00+07:00,Customer payment (Pending payout),3500.00,7550.00,${Q3}`,
        `2026-11-04T10:00:00+07:00,Refund to customer,-3000.00,4050.00,${Q2}`,
        `2026-11-02T10:00:00+07:00,Customer payment,3000.00,7050.00,${Q2}`,
        '2026-11-01T00:00:00+07:00,Opening balance,,4050.00,',
      ].join('\r\n'),
    );
    await expect(downloads.fileName).toBe('shootbook-transactions-2026-11-01-to-2026-11-30.csv');
  },
};

/**
 * The extra-photos add-on's lines (docs/product.md §11) are named apart from the booking's: the
 * customer's payment for extra photos, the fee withheld on them and their payout to the bank.
 */
export const PhotographerExtraPhotos: Story = {
  parameters: { page: extraPhotosPage },
  play: async ({ canvas }) => {
    await waitFor(async () =>
      expect(await statementRows(canvas)).toEqual([
        ['2026-11-20T10:00:00Z', 'Extra photos payout to your bank', '฿540.13', '฿3,690.13'],
        ['2026-11-20T10:00:00Z', 'Payout to your bank', '฿3,150', '฿3,690.13'],
        ['2026-11-20T10:00:00Z', 'Platform fee withheld on extra photos', '-฿60.02', '฿3,690.13'],
        ['2026-11-20T10:00:00Z', 'Platform fee withheld', '-฿350', '฿3,750.15'],
        ['2026-11-14T05:00:00Z', 'Customer payment for extra photos', '+฿600.15', '฿4,100.15'],
        ['2026-11-10T03:00:00Z', 'Customer payment', '+฿3,500', '฿3,500'],
      ]),
    );
    const footer = within(canvas.getByRole('table').querySelector('tfoot')!);
    await expect(
      footer.getByRole('rowheader', { name: 'Paid out to you' }).closest('tr'),
    ).toHaveTextContent('฿3,690.13');
  },
};

/** The same statement in Thai: the add-on's lines have their own Thai words too. */
export const PhotographerExtraPhotosInThai: Story = {
  parameters: { page: extraPhotosPage },
  beforeEach: async () => {
    await i18n.changeLanguage('th');
    return async () => {
      await i18n.changeLanguage('en');
    };
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    await waitFor(() =>
      expect(
        [...table.querySelectorAll('tbody tr')].map(
          (row) => row.querySelectorAll('td')[1]?.textContent,
        ),
      ).toEqual([
        'โอนค่าภาพเพิ่มเข้าบัญชีธนาคารของคุณ',
        'โอนเข้าบัญชีธนาคารของคุณ',
        'ค่าธรรมเนียมแพลตฟอร์มที่หักจากค่าภาพเพิ่ม',
        'ค่าธรรมเนียมแพลตฟอร์มที่หักไว้',
        'ลูกค้าชำระค่าภาพเพิ่ม',
        'ลูกค้าชำระเงิน',
      ]),
    );
  },
};

/** Nothing pending: every paid booking has been paid out. */
export const PhotographerNothingPending: Story = {
  parameters: {
    page: {
      session: photographerSession,
      api: {
        'GET /payment': ledgerApi(
          'photographer',
          photographerLines.slice(0, 3),
          photographerPayments.slice(2),
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    const pending = await canvas.findByRole('region', { name: 'Pending payouts' });
    await expect(
      await within(pending).findByText('Nothing pending: every paid booking has been paid out.'),
    ).toBeVisible();
    await expect(await statementRows(canvas)).toHaveLength(3);
  },
};

/** The statement fails to load: said, and "Try again" loads it. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: () => ({
        'GET /payment': failingFirst(
          apiError(500, 'internal', 'database unavailable'),
          ledgerApi('customer', customerLines, customerPayments),
        ),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('Could not load your payments.', userEvent);
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};
