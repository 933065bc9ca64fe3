import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'Pending' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Appointment status filters: click or use the arrow keys to switch. */
export const StatusFilter: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Status">
        <TabsTrigger value="Pending">Pending</TabsTrigger>
        <TabsTrigger value="Accepted">Accepted</TabsTrigger>
        <TabsTrigger value="Completed">Completed</TabsTrigger>
      </TabsList>
      <TabsContent value="Pending">2 appointments wait for your answer.</TabsContent>
      <TabsContent value="Accepted">1 appointment is accepted.</TabsContent>
      <TabsContent value="Completed">No completed appointments yet.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tablist', { name: 'Status' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Pending' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      '2 appointments wait for your answer.',
    );

    await userEvent.click(canvas.getByRole('tab', { name: 'Accepted' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Accepted' })).toHaveTextContent(
      '1 appointment is accepted.',
    );

    // Keyboard: the focused tab moves with the arrow keys and selects the panel.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Completed' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Completed' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No completed appointments yet.');
  },
};

/** A tab that cannot be chosen yet is skipped by the keyboard. */
export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Status">
        <TabsTrigger value="Pending">Pending</TabsTrigger>
        <TabsTrigger value="Refunded" disabled>
          Refunded
        </TabsTrigger>
      </TabsList>
      <TabsContent value="Pending">Pending appointments</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Refunded' })).toBeDisabled();
  },
};
