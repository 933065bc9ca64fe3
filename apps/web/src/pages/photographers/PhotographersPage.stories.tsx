import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { apiCalls, apiError, failingFirst, type ApiCall } from '../../stories/api-fixtures';
import { customerSession, photographers } from '../../stories/fixtures';
import { withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { Component } from './PhotographersPage';

/** `GET /user/photographers` filtering the fixtures by `province` (a code), as the API does. */
function byProvince(call: ApiCall) {
  const found = photographers.filter(
    (p) => !call.query.province || p.province === call.query.province,
  );
  return { photographers: found, total: found.length };
}

const meta = {
  title: 'Pages/Catalogue/Photographers',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/photographers',
      session: customerSession,
      api: { 'GET /user/photographers': byProvince },
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
    await expect(apiCalls[0]?.query).toMatchObject({ limit: '1000' });
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
      within(canvas.getByRole('region', { name: 'Results' })).getByRole('button', {
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
    await expect(apiCalls[0]?.query).toMatchObject({ province: 'TH-50' });
    const province = canvas.getByRole('combobox', { name: 'จังหวัด' });
    await expect(province).toHaveTextContent('เชียงใหม่');
    await expect(canvas.getByText('เชียงใหม่', { selector: 'article *' })).toBeVisible();
    await userEvent.click(province);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    // "Any province", then กระบี่ (Krabi) and กรุงเทพมหานคร (Bangkok): Thai dictionary order.
    await expect(options.slice(0, 3)).toEqual(['ทุกจังหวัด', 'กระบี่', 'กรุงเทพมหานคร']);
    await expect(options).toHaveLength(78);
    await userEvent.keyboard('{Escape}');
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

/** While the directory loads. */
export const Loading: Story = loadingStory('GET /user/photographers', 'Loading photographers…');
