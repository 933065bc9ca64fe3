import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Button } from './button.tsx';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './card.tsx';
import { StatusBadge } from './status-badge.tsx';

const meta = {
  title: 'Layout/Card',
  component: Card,
  tags: ['autodocs'],
  render: (args) => (
    <Card {...args} className="max-w-md">
      <CardHeader>
        <CardTitle asHeading="h2">Payouts</CardTitle>
        <CardDescription>Money from completed shoots goes to your bank account.</CardDescription>
        <CardAction>
          <StatusBadge status="Pending" label="Not set up" />
        </CardAction>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Connect a bank account to receive payouts.</p>
      </CardContent>
      <CardFooter>
        <Button>Set up payouts</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PayoutsNotSetUp: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Payouts' })).toBeVisible();
  },
};
