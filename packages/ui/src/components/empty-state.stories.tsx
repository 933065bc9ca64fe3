import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CalendarX } from 'lucide-react';

import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

const meta = {
  title: 'Status/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: <CalendarX />,
    title: 'No appointments yet',
    description: 'When you book a photographer, your appointments show up here.',
    action: (
      <Button asChild>
        <a href="#package">Browse packages</a>
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoAppointments: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No appointments yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse packages' })).toBeVisible();
  },
};

export const NoSearchResults: Story = {
  args: {
    title: 'No packages match',
    description: 'Try another province or a wider price range.',
    action: undefined,
  },
};
