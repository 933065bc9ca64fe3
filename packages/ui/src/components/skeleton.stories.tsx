import type { Meta, StoryObj } from '@storybook/react-vite';

import { Skeleton } from './skeleton.tsx';

const meta = {
  title: 'Status/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { className: 'h-4 w-48' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};

export const PackageCardLoading: Story = {
  render: () => (
    <div className="grid w-64 gap-3 rounded-xl border p-4">
      <Skeleton className="aspect-[4/3] w-full" />
      <Skeleton className="h-4 w-20" />
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-4 w-24" />
    </div>
  ),
};
