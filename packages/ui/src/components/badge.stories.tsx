import type { Meta, StoryObj } from '@storybook/react-vite';

import { Badge } from './badge.tsx';

const meta = {
  title: 'Status/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Wedding' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Specialty: Story = { args: { variant: 'secondary' } };

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {(
        ['default', 'secondary', 'outline', 'destructive', 'success', 'warning', 'info'] as const
      ).map((v) => (
        <Badge key={v} {...args} variant={v}>
          {v}
        </Badge>
      ))}
    </div>
  ),
};
