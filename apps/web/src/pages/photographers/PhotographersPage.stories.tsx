import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiCalls, apiError, type ApiCall } from '../../stories/api-fixtures';
import { customerSession, photographers } from '../../stories/fixtures';
import { withPage } from '../../stories/page-harness';
import { Component } from './PhotographersPage';

/** `GET /user/photographers` filtering the fixtures by `province`, as the API does. */
function byProvince(call: ApiCall) {
  const found = photographers.filter((p) => !call.query.province || p.province === call.query.province);
  return { photographers: found, total: found.length };
}

const meta = {
  title: 'Pages/Catalogue/Photographers',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: { route: '/photographers', session: customerSession, api: { 'GET /user/photographers': byProvince } },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three photographers from Chiang Mai, Bangkok and Phuket, each linking to their profile. */
export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 photographers found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Anong Srisuk/ })).toHaveAttribute('href', `/profile/${photographers[0]!.id}`);
    await expect(canvas.getByText('มาลัย ทองดี')).toBeVisible();
    await expect(apiCalls[0]?.query).toMatchObject({ limit: '1000' });
  },
};

/** Nobody matches the filters in the address; clearing them shows everyone again. */
export const NoResults: Story = {
  parameters: { page: { url: '/photographers?province=Krabi' } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('No photographers found')).toBeVisible();
    await expect(apiCalls[0]?.query).toMatchObject({ province: 'Krabi' });
    // The empty state's own "Clear filters" (the filter form has one too).
    await userEvent.click(within(canvas.getByRole('region', { name: 'Results' })).getByRole('button', { name: 'Clear filters' }));
    await expect(await canvas.findByText('3 photographers found')).toBeVisible();
  },
};

/** The API fails (500): the page says so and "Try again" loads the list. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: () => {
        let calls = 0;
        return {
          'GET /user/photographers': (call: ApiCall) =>
            ++calls === 1 ? apiError(500, 'internal', 'database unavailable') : byProvince(call),
        };
      },
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
