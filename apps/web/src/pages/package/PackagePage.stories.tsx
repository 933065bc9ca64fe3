import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { apiCalls, apiError, failingFirst, reply } from '../../stories/api-fixtures';
import {
  anong,
  customerSession,
  fullDay,
  photographerSession,
  preWedding,
  twoHours,
} from '../../stories/fixtures';
import { inThai } from '../../stories/delivery-fixtures';
import { tryAgainAfter, withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { ENQUIRY_ID, threadOf } from '../../stories/thread-fixtures';
import { Component } from './PackagePage';

/** A paused sub-package: its owner sees it marked, customers do not see it. */
const paused = {
  ...twoHours,
  id: '4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c',
  title: 'Sunrise, 1 hour',
  price: 200_000,
  durationMinutes: 60,
  active: false,
};
const withPaused = { ...preWedding, subpackages: [...preWedding.subpackages, paused] };

const meta = {
  title: 'Pages/Catalogue/Package',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/package/:id',
      url: `/package/${preWedding.id}`,
      session: customerSession,
      api: { 'GET /package/{id}': withPaused },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

const options = () => within(screen.getByRole('region', { name: 'Sub-packages' }));

/**
 * The customer sees the package, its photographer, where it is, its price range and the active
 * sub-packages, each with a "Book" link straight to booking it.
 */
export const ForACustomer: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: preWedding.title }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: anong.name })).toHaveAttribute(
      'href',
      `/profile/${anong.id}`,
    );
    // The location already names the province: it is said once.
    await expect(
      canvas.getByText('Location', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent(/^Wat Phra That Doi Suthep, Chiang Mai$/);
    await expect(
      canvas.getByText('Price', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent(/4,500.*–.*15,000/);
    const titles = options()
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    await expect(titles).toEqual([twoHours.title, fullDay.title]);
    await expect(options().getByRole('link', { name: `Book ${twoHours.title}` })).toHaveAttribute(
      'href',
      `/package/${preWedding.id}/subpackage/appointment/create/${twoHours.id}`,
    );
    await expect(canvas.queryByRole('link', { name: 'Edit package' })).toBeNull();
    // A request package says what booking means before the customer picks a sub-package.
    await expect(options().getByText('This is a request')).toBeVisible();
    await expect(apiCalls[0]?.path).toEqual({ id: preWedding.id });
  },
};

/** A package that takes instant bookings says so: confirmed at once, pay within 24 hours. */
export const InstantBooking: Story = {
  parameters: {
    page: { api: { 'GET /package/{id}': { ...withPaused, instantBooking: true } } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: preWedding.title }),
    ).toBeVisible();
    const notice = options()
      .getByText('Instant booking')
      .closest<HTMLElement>('[data-slot="alert"]')!;
    await expect(notice).toHaveTextContent('Confirmed at once: pay within 24 hrs.');
    await expect(options().queryByText('This is a request')).toBeNull();
  },
};

/** Its owner edits the package, adds options and sees the paused one marked; nobody books their own package. */
export const ForTheOwner: Story = {
  parameters: { page: { session: photographerSession } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Edit package' })).toHaveAttribute(
      'href',
      `/package/edit/${preWedding.id}`,
    );
    await expect(canvas.getByRole('link', { name: 'Add sub-package' })).toHaveAttribute(
      'href',
      `/package/${preWedding.id}/subpackage/create`,
    );
    await expect(options().getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const pausedCard = options()
      .getByRole('heading', { level: 3, name: paused.title })
      .closest<HTMLElement>('[data-slot="card"]')!;
    await expect(within(pausedCard).getByText('Inactive')).toBeVisible();
    await expect(
      within(pausedCard).getByRole('link', { name: `Edit ${paused.title}` }),
    ).toHaveAttribute('href', `/package/${preWedding.id}/subpackage/edit/${paused.id}`);
    await expect(options().queryByRole('link', { name: /^Book / })).toBeNull();
  },
};

/** No bookable sub-package yet: the customer is pointed to the photographer's other packages. */
export const NoOptions: Story = {
  parameters: {
    page: {
      api: {
        'GET /package/{id}': reply(200, {
          ...preWedding,
          subpackages: [paused],
          minPrice: null,
          maxPrice: null,
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'No sub-packages yet' }),
    ).toBeVisible();
    await expect(canvas.getByText('No sub-package yet')).toBeVisible();
    await expect(
      canvas.getAllByRole('link', { name: 'More from this photographer' })[0],
    ).toHaveAttribute('href', `/package/${preWedding.id}/allpackage`);
  },
};

/** While the package loads. */
export const Loading: Story = loadingStory('GET /package/{id}', 'Loading the package…');

/** It fails to load: said, and "Try again" loads it. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: () => ({
        'GET /package/{id}': failingFirst(
          apiError(500, 'internal', 'database unavailable'),
          withPaused,
        ),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('We could not load this package', userEvent);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: preWedding.title }),
    ).toBeVisible();
  },
};

/** A package that was deleted (404): the API's "not found" is said. */
export const Deleted: Story = {
  parameters: {
    page: { api: { 'GET /package/{id}': apiError(404, 'not_found', 'no such package') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not find what you were looking for.',
    );
  },
};

/**
 * "Ask a question" (docs/decisions/0028) opens the customer's enquiry with the photographer,
 * from this package, and goes to it.
 */
export const AskAQuestion: Story = {
  parameters: {
    page: {
      api: {
        'POST /thread/enquiry': reply(200, threadOf({ packageId: preWedding.id })),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ask a question' }));
    await expect(
      await canvas.findByRole('heading', { name: `Next page: /messages/${ENQUIRY_ID}` }),
    ).toBeVisible();
    await expect(apiCalls.find((c) => c.operation === 'POST /thread/enquiry')?.body).toEqual({
      photographerId: preWedding.photographerId,
      packageId: preWedding.id,
    });
  },
};

/** The package's cancellation policy in words, before any sub-package is chosen (docs/product.md §12). */
export const CancellationPolicy: Story = {
  parameters: {
    page: { api: { 'GET /package/{id}': { ...withPaused, cancellationPolicy: 'STRICT' } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Cancellation policy: Strict')).toBeVisible();
    await expect(
      canvas.getByText(
        'Cancel at least 14 days before the shoot for a full refund, at least 7 days before for half; after that, no refund.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText('If the photographer cancels, you get everything back.'),
    ).toBeVisible();
  },
};

/** The same policy in Thai. */
export const CancellationPolicyInThai: Story = {
  ...inThai,
  parameters: {
    page: { api: { 'GET /package/{id}': { ...withPaused, cancellationPolicy: 'STRICT' } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('นโยบายการยกเลิก: เข้มงวด')).toBeVisible();
    await expect(canvas.getByText('หากช่างภาพยกเลิก คืนเงินเต็มจำนวนเสมอ')).toBeVisible();
  },
};

const sunrise = {
  ...twoHours,
  id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  title: 'Sunrise, 1 hour',
  price: 250_000,
  durationMinutes: 60,
  deliverablePhotos: 30,
  deliveryDays: 0,
};
const threeToCompare = { ...preWedding, subpackages: [sunrise, twoHours, fullDay, paused] };

/**
 * The active sub-packages side by side: a table whose columns are the sub-packages and whose
 * rows are price, length, photos and delivery; the paused one is not compared.
 */
export const CompareSubpackages: Story = {
  parameters: { page: { api: { 'GET /package/{id}': threeToCompare } } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: /side by side/ });
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(columns).toEqual(['Sub-package', sunrise.title, twoHours.title, fullDay.title]);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Price',
      'Length',
      'Photos',
      'Delivered in',
    ]);
    await expect(rows[0]).toHaveTextContent(/2,500.*4,500.*15,000/);
    await expect(rows[1]).toHaveTextContent(/1 hr.*2 hrs.*8 hrs/);
    await expect(rows[2]).toHaveTextContent(`30 photos${twoHours.deliverables}`);
    await expect(rows[3]).toHaveTextContent('Not stated14 days');
    // The table scrolls sideways as one region a keyboard can reach.
    await expect(canvas.getByRole('region', { name: /side by side/ })).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};

/** The comparison in Thai. */
export const CompareSubpackagesInThai: Story = {
  ...inThai,
  parameters: { page: { api: { 'GET /package/{id}': threeToCompare } } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: /เทียบกัน/ });
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['ราคา', 'ระยะเวลา', 'จำนวนภาพ', 'ส่งงานภายใน']);
    await expect(within(table).getByText('30 ภาพ')).toBeVisible();
    await expect(within(table).getByText('ไม่ได้ระบุ')).toBeVisible();
  },
};

/**
 * On a phone the table scrolls sideways inside its region while the attribute column stays
 * pinned at the left edge.
 */
export const CompareSubpackagesOnAPhone: Story = {
  parameters: { page: { api: { 'GET /package/{id}': threeToCompare } } },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: /side by side/ });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const pinned = within(region).getByRole('rowheader', { name: 'Price' });
    const before = pinned.getBoundingClientRect().left;
    region.scrollLeft = region.scrollWidth;
    await expect(region.scrollLeft).toBeGreaterThan(0);
    await expect(Math.round(pinned.getBoundingClientRect().left)).toBe(Math.round(before));
  },
};
