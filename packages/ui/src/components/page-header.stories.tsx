import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Button } from './button.tsx';
import { PageHeader } from './page-header.tsx';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: {
    title: 'My packages',
    description: 'What customers can book, and at what price.',
    actions: <Button>New package</Button>,
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My packages' })).toBeVisible();
  },
};

export const TitleOnly: Story = { args: { description: undefined, actions: undefined } };
