import type * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';

import { Container, Stack } from './layout.tsx';

const Box = ({ children }: { children: React.ReactNode }) => (
  <div className="rounded-md border bg-card px-3 py-2 text-sm">{children}</div>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: { gap: 4, direction: 'column' },
  render: (args) => (
    <Container size="md">
      <Stack {...args}>
        <Box>Date</Box>
        <Box>Time</Box>
        <Box>Note</Box>
      </Stack>
    </Container>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {};
export const Row: Story = { args: { direction: 'row', gap: 2 } };

/** A short form column: children keep their own width (`align="start"`), at most 36rem wide. */
export const AlignedStartNarrow: Story = { args: { align: 'start', width: 'md' } };

/** A pager row: first and last child at the ends. */
export const SpreadRow: Story = { args: { direction: 'row', justify: 'between', gap: 2 } };
