import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { i18n } from '../../i18n';
import {
  apiCalls,
  apiError,
  failingFirst,
  never,
  reply,
  type ApiCall,
} from '../../stories/api-fixtures';
import type { PhotographerSummary } from '../../features/catalogue/queries';
import { customerSession, pageOfList, photographers } from '../../stories/fixtures';
import { inThai } from '../../stories/delivery-fixtures';
import { withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { Component } from './PhotographersPage';

/**
 * `GET /user/photographers` over `list`, filtering by `province` (a code) and paging by `limit`
 * and `cursor` as the API does.
 */
function directory(list: PhotographerSummary[]) {
  return (call: ApiCall) => {
    const found = list.filter((p) => !call.query.province || p.province === call.query.province);
    const { items, ...page } = pageOfList(found, call.query);
    return { photographers: items, ...page };
  };
}

const byProvince = directory(photographers);

/** `count` photographers ("Photographer 1" …), each a copy of a fixture with its own id and name. */
function manyPhotographers(count: number): PhotographerSummary[] {
  return Array.from({ length: count }, (_, i) => ({
    ...photographers[i % photographers.length]!,
    id: `many-${i + 1}`,
    name: `Photographer ${i + 1}`,
  }));
}

/** Waiting for a next page of cards, which takes a while on a busy machine. */
const slow = { timeout: 5000 };

/** The names on the cards, in order (read from the DOM: role queries over 50 cards are slow). */
const cardNames = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('article h3')].map((h) => h.textContent);

const meta = {
  title: 'Pages/Catalogue/Photographers',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/photographers',
      session: customerSession,
      api: { 'GET /user/photographers': byProvince, 'GET /users/me/saved': { photographers: [] } },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three photographers from Chiang Mai, Bangkok and Phuket, each linking to their profile. */
export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 photographers found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Anong Srisuk/ })).toHaveAttribute(
      'href',
      `/profile/${photographers[0]!.id}`,
    );
    await expect(canvas.getByText('มาลัย ทองดี')).toBeVisible();
    // The first page of 24 in the default order; all three fit, so the list ends here.
    await expect(apiCalls[0]?.query).toEqual({ limit: '24', sort: 'recommended' });
    await expect(canvas.getByText("That's all 3 photographers")).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show more photographers' })).toBeNull();
  },
};

/**
 * Thirty photographers in Bangkok: 24 at first; "Show more" asks for the next page by the first
 * page's cursor with the same filters and order, adds the last 6 after the first 24 (none twice),
 * and the list says it has ended.
 */
export const MorePages: Story = {
  parameters: {
    page: {
      url: '/photographers?province=TH-10',
      api: { 'GET /user/photographers': directory(manyPhotographers(90)) },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('30 photographers found')).toBeVisible();
    await expect(cardNames(canvasElement)).toHaveLength(24);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more photographers' }));
    await expect(await canvas.findByText("That's all 30 photographers", {}, slow)).toBeVisible();
    const directoryCalls = apiCalls.filter((c) => c.operation === 'GET /user/photographers');
    await expect(directoryCalls[1]?.query).toEqual({
      province: 'TH-10',
      sort: 'recommended',
      limit: '24',
      cursor: '24',
    });
    const names = cardNames(canvasElement);
    await expect(names).toHaveLength(30);
    await expect(new Set(names).size).toBe(30);
    // In the API's order: the second page follows the first.
    await expect(names.slice(23, 25)).toEqual(['Photographer 71', 'Photographer 74']);
    await expect(canvas.queryByRole('button', { name: 'Show more photographers' })).toBeNull();
  },
};

/** While the next page loads, the cards read so far stay and placeholders say more are coming. */
export const LoadingMore: Story = {
  parameters: {
    page: {
      api: {
        'GET /user/photographers': (call: ApiCall) =>
          call.query.cursor ? never() : directory(manyPhotographers(30))(call),
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more photographers' }));
    // A DOM query: role queries over two dozen cards are slow.
    await waitFor(
      () =>
        expect(
          canvasElement.querySelector('[role="status"][aria-label="Loading more photographers…"]'),
        ).not.toBeNull(),
      slow,
    );
    await expect(cardNames(canvasElement)).toHaveLength(24);
  },
};

/**
 * The next page fails: the 24 cards stay, the failure is said below them, and "Try again" asks
 * for that page again and shows the rest.
 */
export const MoreFailed: Story = {
  parameters: {
    page: {
      api: () => {
        const list = directory(manyPhotographers(30));
        const next = failingFirst(apiError(500, 'internal', 'database unavailable'), list);
        return {
          'GET /user/photographers': (call: ApiCall) =>
            call.query.cursor ? next(call) : list(call),
        };
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more photographers' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We could not load more photographers');
    await expect(cardNames(canvasElement)).toHaveLength(24);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText("That's all 30 photographers", {}, slow)).toBeVisible();
    await expect(cardNames(canvasElement)).toHaveLength(30);
  },
};

/** More than 1000 match: the API stops counting and the page says "1000+". */
export const ManyMatches: Story = {
  parameters: {
    page: {
      api: {
        'GET /user/photographers': reply(200, {
          photographers,
          total: 1000,
          totalCapped: true,
          nextCursor: 'more',
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1000+ photographers found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show more photographers' })).toBeVisible();
  },
};

/**
 * The order is in the address: "Lowest price" asks the API for `sort=price`, and a new search
 * keeps it.
 */
export const SortByPrice: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('3 photographers found')).toBeVisible();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Sort by' }),
      'Lowest price',
    );
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue(
      'Lowest price',
    );
    // The select shows the choice before the page has asked for it: wait for the request.
    await waitFor(() => expect(apiCalls.at(-1)?.query).toMatchObject({ sort: 'price' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Province' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chiang Mai' }));
    await userEvent.click(
      within(canvas.getByRole('search')).getByRole('button', { name: 'Search' }),
    );
    await expect(await canvas.findByText('1 photographer found')).toBeVisible();
    await expect(apiCalls.at(-1)?.query).toMatchObject({ province: 'TH-50', sort: 'price' });
  },
};

/** An address with an order (`?sort=rating`) opens in that order. */
export const SortFromAddress: Story = {
  parameters: { page: { url: '/photographers?sort=rating' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 photographers found')).toBeVisible();
    await expect(apiCalls[0]?.query).toMatchObject({ sort: 'rating' });
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Top rated');
  },
};

/** Nobody matches the filters in the address; clearing them shows everyone again. */
export const NoResults: Story = {
  parameters: { page: { url: '/photographers?province=TH-81' } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('No photographers found')).toBeVisible();
    await expect(apiCalls[0]?.query).toMatchObject({ province: 'TH-81' });
    // The empty state's own "Clear filters" (the filter form has one too).
    await userEvent.click(
      within(canvas.getByRole('region', { name: 'Results' })).getByRole('link', {
        name: 'Clear filters',
      }),
    );
    await expect(await canvas.findByText('3 photographers found')).toBeVisible();
  },
};

/**
 * Choosing a province by its name filters by its code: "Chiang Mai" asks the API for `TH-50`,
 * and the cards name each photographer's province.
 */
export const FilterByProvince: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('3 photographers found')).toBeVisible();
    await expect(canvas.getAllByText('Bangkok').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Province' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chiang Mai' }));
    await userEvent.click(
      within(canvas.getByRole('search')).getByRole('button', { name: 'Search' }),
    );
    await expect(await canvas.findByText('1 photographer found')).toBeVisible();
    await expect(apiCalls.at(-1)?.query).toMatchObject({ province: 'TH-50' });
    await expect(canvas.getByText('Chiang Mai', { selector: 'article *' })).toBeVisible();
  },
};

/**
 * In Thai the provinces are named in Thai and listed in Thai order; an address from before codes
 * (`?province=Chiang Mai`) still filters, by `TH-50`.
 */
export const ProvincesInThai: Story = {
  parameters: { page: { url: '/photographers?province=Chiang%20Mai' } },
  beforeEach: async () => {
    await i18n.changeLanguage('th');
    return async () => {
      await i18n.changeLanguage('en');
    };
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('พบช่างภาพ 1 คน')).toBeVisible();
    await expect(canvas.getByText('แสดงช่างภาพครบทั้ง 1 คนแล้ว')).toBeVisible();
    await expect(apiCalls[0]?.query).toMatchObject({ province: 'TH-50' });
    const province = canvas.getByRole('combobox', { name: 'จังหวัด' });
    await expect(province).toHaveValue('เชียงใหม่');
    await expect(canvas.getByText('เชียงใหม่', { selector: 'article *' })).toBeVisible();
    await userEvent.click(province);
    const options = within(await screen.findByRole('listbox', { name: 'จังหวัด' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    // "Any province", then กระบี่ (Krabi) and กรุงเทพมหานคร (Bangkok): Thai dictionary order.
    await expect(options.slice(0, 3)).toEqual(['ทุกจังหวัด', 'กระบี่', 'กรุงเทพมหานคร']);
    await expect(options).toHaveLength(78);
    await userEvent.keyboard('{Escape}');
  },
};

/** A phone's width (390 px), where the filters fold into one row. */
const onAPhone = { viewport: { value: 'mobile2', isRotated: false } };

/**
 * On a phone the filters are one row: a "Filters" button counting those in force (here the
 * province of the address) and the sort; the form itself is folded away.
 */
export const PhoneFilterBar: Story = {
  globals: onAPhone,
  parameters: { page: { url: '/photographers?province=TH-50&sort=rating' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 photographer found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters 1 active' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Top rated');
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('combobox', { name: 'Province' })).not.toBeInTheDocument();
  },
};

/** The phone's filter row in Thai. */
export const PhoneFilterBarInThai: Story = {
  ...inThai,
  globals: onAPhone,
  parameters: { page: { url: '/photographers?province=TH-50&q=wedding' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ตัวกรอง ใช้อยู่ 2 รายการ' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'เรียงตาม' })).toBeVisible();
  },
};

/**
 * "Filters" opens a sheet holding the whole form; choosing a province found by typing and "Show
 * results" applies it, closes the sheet and puts focus back on the button, which now counts it.
 */
export const PhoneFiltersApply: Story = {
  globals: onAPhone,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('3 photographers found')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(sheet).getByRole('combobox', { name: 'Province' }));
    await userEvent.keyboard('chiang m');
    await userEvent.click(await screen.findByRole('option', { name: 'Chiang Mai' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await canvas.findByText('1 photographer found')).toBeVisible();
    await expect(apiCalls.at(-1)?.query).toMatchObject({ province: 'TH-50' });
    const counted = canvas.getByRole('button', { name: 'Filters 1 active' });
    await waitFor(() => expect(counted).toHaveFocus());
  },
};

/** The sheet open on a phone, with the filters of the address filled in. */
export const PhoneFiltersOpen: Story = {
  globals: onAPhone,
  parameters: { page: { url: '/photographers?province=TH-10&category=WEDDING_BLISS' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Filters 2 active' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(within(sheet).getByRole('combobox', { name: 'Province' })).toHaveValue('Bangkok');
    await expect(within(sheet).getByRole('button', { name: 'Show results' })).toBeVisible();
    await expect(within(sheet).getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** The sheet open in Thai. */
export const PhoneFiltersOpenInThai: Story = {
  ...inThai,
  globals: onAPhone,
  parameters: { page: { url: '/photographers?province=TH-10' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ตัวกรอง ใช้อยู่ 1 รายการ' }));
    const sheet = await screen.findByRole('dialog', { name: 'ตัวกรอง' });
    await expect(within(sheet).getByRole('combobox', { name: 'จังหวัด' })).toHaveValue(
      'กรุงเทพมหานคร',
    );
    await expect(within(sheet).getByRole('button', { name: 'แสดงผลลัพธ์' })).toBeVisible();
  },
};

/** The province options' labels while the list is open. */
const optionNames = async () =>
  within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

/**
 * The province box filters the 77 provinces as one types, by the English name or the Thai one:
 * "chon" finds Chon Buri, "ภูเก็ต" finds Phuket; Enter chooses the highlighted one.
 */
export const ProvinceSearchInEnglish: Story = {
  play: async ({ canvas, userEvent }) => {
    const province = canvas.getByRole('combobox', { name: 'Province' });
    await userEvent.click(province);
    await userEvent.keyboard('chon');
    await waitFor(async () => expect(await optionNames()).toEqual(['Chon Buri']));
    await userEvent.clear(province);
    await userEvent.keyboard('ภูเก็ต');
    await waitFor(async () => expect(await optionNames()).toEqual(['Phuket']));
    await userEvent.keyboard('{Enter}');
    await expect(province).toHaveValue('Phuket');
    await userEvent.click(
      within(canvas.getByRole('search')).getByRole('button', { name: 'Search' }),
    );
    await waitFor(() => expect(apiCalls.at(-1)?.query).toMatchObject({ province: 'TH-83' }));
  },
};

/**
 * In Thai the same box finds "เชียง" (เชียงราย, เชียงใหม่) and the English "phuket" (ภูเก็ต);
 * a typo finds nothing and says so.
 */
export const ProvinceSearchInThai: Story = {
  ...inThai,
  play: async ({ canvas, userEvent }) => {
    const province = canvas.getByRole('combobox', { name: 'จังหวัด' });
    await userEvent.click(province);
    await userEvent.keyboard('เชียง');
    await waitFor(async () =>
      expect((await optionNames()).sort()).toEqual(['เชียงราย', 'เชียงใหม่'].sort()),
    );
    await userEvent.clear(province);
    await userEvent.keyboard('phuket');
    await waitFor(async () => expect(await optionNames()).toEqual(['ภูเก็ต']));
    await userEvent.clear(province);
    await userEvent.keyboard('zzz');
    await expect(await screen.findByText('ไม่พบจังหวัดที่ตรงกัน')).toBeVisible();
  },
};

/** The API fails (500): the page says so and "Try again" loads the list. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: () => ({
        'GET /user/photographers': failingFirst(
          apiError(500, 'internal', 'database unavailable'),
          byProvince,
        ),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We could not load photographers');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('3 photographers found')).toBeVisible();
  },
};

/**
 * The directory by date: `date` and `part` answered with each photographer's free times that day
 * (`freeTimes`); `free` names, per day, how many photographers are free then (none on other days).
 */
function directoryByDate(free: Record<string, number>) {
  return (call: ApiCall) => {
    const count = call.query.date ? (free[call.query.date] ?? 0) : photographers.length;
    const list = photographers
      .slice(0, count)
      .map((p, i) => (call.query.date ? { ...p, freeTimes: 3 - i } : p));
    const { items, ...page } = pageOfList(list, call.query);
    return { photographers: items, ...page };
  };
}

/**
 * A search by date from the address (`?date=2026-12-19&part=morning`): the filter form shows the
 * day and the part, the API is asked for both, and each card says how many free times it has
 * that day; searching again keeps them.
 */
export const ByDate: Story = {
  parameters: {
    page: {
      url: '/photographers?date=2026-12-19&part=morning',
      api: { 'GET /user/photographers': directoryByDate({ '2026-12-19': 2 }) },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('3 free times on Sat 19 Dec')).toBeVisible();
    await expect(canvas.getByText('2 free times on Sat 19 Dec')).toBeVisible();
    await expect(apiCalls[0]?.query).toMatchObject({ date: '2026-12-19', part: 'morning' });
    // The day is written by the formatting module in the UI language, not by the browser.
    await expect(canvas.getByRole('combobox', { name: 'Date' })).toHaveTextContent('19 Dec 2026');
    await expect(canvas.getByRole('combobox', { name: 'Time of day' })).toHaveDisplayValue(
      'Morning (before 12:00)',
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Time of day' }),
      'Evening (from 17:00)',
    );
    await userEvent.click(
      within(canvas.getByRole('search')).getByRole('button', { name: 'Search' }),
    );
    await waitFor(() =>
      expect(apiCalls.at(-1)?.query).toMatchObject({ date: '2026-12-19', part: 'evening' }),
    );
  },
};

/**
 * Nobody is free on the day searched: instead of only "Clear filters", the page offers the next
 * days on which someone is free (each asked of the API with the same filters) and the whole day
 * (the package list's story chooses a day).
 */
export const ByDateNoResult: Story = {
  parameters: {
    page: {
      url: '/photographers?date=2026-12-19&part=evening&province=TH-10',
      api: {
        'GET /user/photographers': directoryByDate({ '2026-12-21': 2, '2026-12-23': 1 }),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nothing matching these filters has a free time on Sat 19 Dec.'),
    ).toBeVisible();
    await expect(await canvas.findByText('Free on these days:', {}, slow)).toBeVisible();
    const results = canvas.getByRole('region', { name: 'Results' });
    await expect(within(results).getByRole('link', { name: 'Any time that day' })).toBeVisible();
    await expect(within(results).queryByRole('link', { name: 'Sun 20 Dec' })).toBeNull();
    await expect(within(results).getByRole('link', { name: 'Wed 23 Dec' })).toBeVisible();
    await expect(within(results).getByRole('link', { name: 'Mon 21 Dec' })).toHaveAttribute(
      'href',
      '/photographers?province=TH-10&date=2026-12-21&part=evening',
    );
    // Each day was asked of the API with the same filters, for one item.
    await expect(apiCalls).toContainEqual(
      expect.objectContaining({
        query: expect.objectContaining({
          date: '2026-12-21',
          part: 'evening',
          province: 'TH-10',
          limit: '1',
        }),
      }),
    );
  },
};

/** By date in Thai: the free-times line and the day in Thai. */
export const ByDateInThai: Story = {
  parameters: {
    page: {
      url: '/photographers?date=2026-12-19',
      api: { 'GET /user/photographers': directoryByDate({ '2026-12-19': 3 }) },
    },
  },
  beforeEach: async () => {
    await i18n.changeLanguage('th');
    return async () => {
      await i18n.changeLanguage('en');
    };
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('เวลาว่าง 3 ช่วง · วันเสาร์ 19 ธ.ค.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'ช่วงเวลา' })).toHaveDisplayValue('ทั้งวัน');
  },
};

/** While the directory loads. */
export const Loading: Story = loadingStory('GET /user/photographers', 'Loading photographers…');

/**
 * `GET /user/photographers` that finds the first photographer in Chiang Mai (TH-50) at any price,
 * and in Lamphun (TH-51) only without a price bound: what a search in Lamphun under ฿3,000 misses.
 */
function nearbyOnly(call: ApiCall) {
  const { province, maxPrice } = call.query;
  const hit = province === 'TH-50' || (province === 'TH-51' && maxPrice === undefined);
  const { items, ...page } = pageOfList(hit ? photographers.slice(0, 1) : [], call.query);
  return { photographers: items, ...page };
}

/**
 * No result in Lamphun under ฿3,000: the page offers the neighbouring province that has someone
 * (Chiang Mai; not Lampang or Tak, where nobody is) and the same search at any price, each a link
 * that runs that search.
 */
export const NoResultNearby: Story = {
  parameters: {
    page: {
      url: '/photographers?province=TH-51&maxThb=3000',
      api: { 'GET /user/photographers': nearbyOnly },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('No photographers found')).toBeVisible();
    const results = canvas.getByRole('region', { name: 'Results' });
    await expect(
      await within(results).findByText('In a neighbouring province:', {}, slow),
    ).toBeVisible();
    await expect(within(results).queryByRole('link', { name: 'Lampang' })).toBeNull();
    await expect(within(results).getByRole('link', { name: 'Any price' })).toHaveAttribute(
      'href',
      '/photographers?province=TH-51',
    );
    // Each neighbour was asked of the API with the same price bound, for one item.
    await expect(apiCalls).toContainEqual(
      expect.objectContaining({
        query: expect.objectContaining({ province: 'TH-52', maxPrice: '300000', limit: '1' }),
      }),
    );
    await userEvent.click(within(results).getByRole('link', { name: 'Chiang Mai' }));
    await expect(await canvas.findByText('1 photographer found')).toBeVisible();
    await expect(apiCalls.at(-1)?.query).toMatchObject({ province: 'TH-50', maxPrice: '300000' });
  },
};

/** The same offers in Thai: the province by its Thai name. */
export const NoResultNearbyInThai: Story = {
  ...NoResultNearby,
  ...inThai,
  play: async ({ canvas }) => {
    const results = await canvas.findByRole('region', { name: 'ผลการค้นหา' });
    await expect(await within(results).findByText('ในจังหวัดใกล้เคียง:', {}, slow)).toBeVisible();
    await expect(within(results).getByRole('link', { name: 'เชียงใหม่' })).toBeVisible();
    await expect(within(results).getByRole('link', { name: 'ทุกราคา' })).toBeVisible();
  },
};

const [savedOne, notSaved] = photographers as [PhotographerSummary, PhotographerSummary];

/**
 * Each card has a heart for the customer, pressed for the photographers already saved; pressing
 * another saves it at once (`PUT /users/me/saved/{photographerId}`).
 */
export const HeartsOnCards: Story = {
  parameters: {
    page: {
      api: {
        'GET /users/me/saved': reply(200, { photographers: [savedOne] }),
        'PUT /users/me/saved/{photographerId}': reply(204),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const saved = await canvas.findByRole('button', { name: `Save ${savedOne.name}` });
    await waitFor(() => expect(saved).toHaveAttribute('aria-pressed', 'true'));
    const other = canvas.getByRole('button', { name: `Save ${notSaved.name}` });
    await expect(other).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(other);
    await expect(other).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(apiCalls).toContainEqual(
        expect.objectContaining({
          operation: 'PUT /users/me/saved/{photographerId}',
          path: { photographerId: notSaved.id },
        }),
      ),
    );
  },
};

/** The hearts in Thai. */
export const HeartsOnCardsInThai: Story = {
  ...HeartsOnCards,
  ...inThai,
  play: async ({ canvas }) => {
    const saved = await canvas.findByRole('button', { name: `บันทึก ${savedOne.name}` });
    await waitFor(() => expect(saved).toHaveAttribute('aria-pressed', 'true'));
  },
};
