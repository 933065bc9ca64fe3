import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { apiCalls, apiError, failingFirst, reply, type ApiCall } from '../../stories/api-fixtures';
import {
  customerSession,
  packageSearch,
  packages,
  photographerSession,
  preWedding,
} from '../../stories/fixtures';
import { inThai } from '../../stories/delivery-fixtures';
import { tryAgainAfter, withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { Component } from './AllPackagesPage';

const meta = {
  title: 'Pages/Catalogue/All packages',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/package/allpackage',
      session: customerSession,
      api: { 'GET /package': packageSearch() },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every package, each card naming its photographer and province and linking to the package. */
export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Packages' })).toBeVisible();
    await expect(await canvas.findByText('3 packages found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Doi Suthep pre-wedding/ })).toHaveAttribute(
      'href',
      `/package/${preWedding.id}`,
    );
    await expect(
      canvas.getByText('Beach wedding at Kata Noi').closest('article'),
    ).toHaveTextContent('Phuket');
    // The first page of 24, newest first; all three fit, so the list ends here.
    await expect(apiCalls[0]?.query).toEqual({ limit: '24', sort: 'newest' });
    await expect(canvas.getByText("That's all 3 packages")).toBeVisible();
    // Only photographers create packages.
    await expect(canvas.queryByRole('link', { name: 'Create package' })).toBeNull();
  },
};

/** A category in the address (from the showcase's "All … packages") filters the API's search. */
export const FilteredByCategory: Story = {
  parameters: { page: { url: '/package/allpackage?category=GRADUATION_MEMORIES' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 package found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Graduation day at Chula/ })).toBeVisible();
    await expect(apiCalls[0]?.query).toEqual({
      category: 'GRADUATION_MEMORIES',
      limit: '24',
      sort: 'newest',
    });
    await expect(canvas.getByText("That's the only package")).toBeVisible();
  },
};

/** A phone's width (390 px), where the filters fold into one row. */
const onAPhone = { viewport: { value: 'mobile2', isRotated: false } };

/** On a phone the filters are one row: "Filters" counting those in force, and the sort. */
export const PhoneFilterBar: Story = {
  globals: onAPhone,
  parameters: { page: { url: '/package/allpackage?category=GRADUATION_MEMORIES' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 package found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters 1 active' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Newest');
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument();
  },
};

/** The phone's filter row in Thai. */
export const PhoneFilterBarInThai: Story = {
  ...inThai,
  globals: onAPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'ตัวกรอง' })).toBeVisible();
  },
};

/**
 * "Filters" opens a sheet with the form, price range included; the province is found by typing
 * its Thai name, and "Show results" applies the filters, closes the sheet and returns focus.
 */
export const PhoneFiltersSheet: Story = {
  globals: onAPhone,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('3 packages found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(sheet).toHaveFocus());
    await expect(within(sheet).getByRole('spinbutton', { name: 'Min price (THB)' })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('combobox', { name: 'Province' }));
    await userEvent.keyboard('ภูเก็ต');
    await userEvent.click(await screen.findByRole('option', { name: 'Phuket' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(apiCalls.at(-1)?.query).toMatchObject({ province: 'TH-83' }));
    const counted = canvas.getByRole('button', { name: 'Filters 1 active' });
    await waitFor(() => expect(counted).toHaveFocus());
  },
};

/** The sheet open in Thai, for the picture. */
export const PhoneFiltersOpenInThai: Story = {
  ...inThai,
  globals: onAPhone,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ตัวกรอง' }));
    const sheet = await screen.findByRole('dialog', { name: 'ตัวกรอง' });
    await expect(within(sheet).getByRole('combobox', { name: 'จังหวัด' })).toHaveValue('ทุกจังหวัด');
  },
};

/**
 * The package list by date: only the packages with a free time on 2026-12-19 (two of the three
 * here; none on the next days but 2026-12-22), each saying how many.
 */
function packagesByDate(call: ApiCall) {
  const page = packageSearch()(call);
  if (!call.query.date) return page;
  const free = call.query.date === '2026-12-19' ? 2 : call.query.date === '2026-12-22' ? 1 : 0;
  const items = page.packages.slice(0, free).map((p, i) => ({ ...p, freeTimes: 4 - i }));
  return { ...page, packages: items, total: items.length, nextCursor: null };
}

/** A search by date from the address: each card says its free times that day. */
export const ByDate: Story = {
  parameters: {
    page: { url: '/package/allpackage?date=2026-12-19', api: { 'GET /package': packagesByDate } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('4 free times on Sat 19 Dec')).toBeVisible();
    await expect(canvas.getByText('3 free times on Sat 19 Dec')).toBeVisible();
    await expect(apiCalls[0]?.query).toMatchObject({ date: '2026-12-19' });
  },
};

/** By date with nothing free: the next free day is offered, and choosing it searches it. */
export const ByDateNoResult: Story = {
  parameters: {
    page: { url: '/package/allpackage?date=2026-12-20', api: { 'GET /package': packagesByDate } },
  },
  play: async ({ canvas, userEvent }) => {
    const results = canvas.getByRole('region', { name: 'Results' });
    await userEvent.click(
      await within(results).findByRole('link', { name: 'Tue 22 Dec' }, { timeout: 5000 }),
    );
    await expect(await canvas.findByText('4 free times on Tue 22 Dec')).toBeVisible();
  },
};

/** Nothing matches the filters: said, and clearing them shows every package. */
export const NoMatch: Story = {
  parameters: { page: { url: '/package/allpackage?province=TH-81' } },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText('No package matches these filters. Try fewer filters.'),
    ).toBeVisible();
    await userEvent.click(
      within(canvas.getByRole('region', { name: 'Results' })).getByRole('link', {
        name: 'Clear filters',
      }),
    );
    await expect(await canvas.findByText('3 packages found')).toBeVisible();
  },
};

/** No package published at all: the photographers are offered instead. */
export const NonePublished: Story = {
  parameters: {
    page: {
      api: {
        'GET /package': reply(200, {
          packages: [],
          total: 0,
          totalCapped: false,
          nextCursor: null,
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No package has been published yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse photographers' })).toHaveAttribute(
      'href',
      '/photographers',
    );
  },
};

/**
 * Thirty packages: 24 at first; "Show more" asks for the next page by the first page's cursor
 * and adds the last 6, then the list says it has ended.
 */
export const MorePages: Story = {
  parameters: {
    page: {
      api: {
        'GET /package': packageSearch(
          Array.from({ length: 30 }, (_, i) => ({
            ...packages[i % packages.length]!,
            id: `package-${i + 1}`,
            title: `Package ${i + 1}`,
          })),
        ),
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('30 packages found')).toBeVisible();
    await expect(canvasElement.querySelectorAll('article')).toHaveLength(24);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more packages' }));
    await expect(
      await canvas.findByText("That's all 30 packages", {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(apiCalls[1]?.query).toEqual({ limit: '24', sort: 'newest', cursor: '24' });
    await expect(canvasElement.querySelectorAll('article')).toHaveLength(30);
    await expect(canvas.getByText('Package 25')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show more packages' })).toBeNull();
  },
};

/** "Lowest price" asks the API for `sort=price`; the address keeps it for the next search. */
export const SortByPrice: Story = {
  parameters: { page: { url: '/package/allpackage?sort=price' } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('3 packages found')).toBeVisible();
    await expect(apiCalls[0]?.query).toMatchObject({ sort: 'price' });
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveDisplayValue('Lowest price');
    await userEvent.selectOptions(sort, 'Newest');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Newest');
    // The select shows the choice before the page has asked for it: wait for the request.
    await waitFor(() => expect(apiCalls.at(-1)?.query).toEqual({ limit: '24', sort: 'newest' }));
  },
};

/** A photographer may start a new package from here. */
export const ForAPhotographer: Story = {
  parameters: { page: { session: photographerSession } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Create package' })).toHaveAttribute(
      'href',
      '/package/create',
    );
  },
};

/** While the search runs. */
export const Loading: Story = loadingStory('GET /package', 'Loading packages…');

/** The search fails: said, and "Try again" runs it again. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: () => ({
        'GET /package': failingFirst(
          apiError(500, 'internal', 'database unavailable'),
          packageSearch(),
        ),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('We could not load packages', userEvent);
    await expect(await canvas.findByText('3 packages found')).toBeVisible();
  },
};
