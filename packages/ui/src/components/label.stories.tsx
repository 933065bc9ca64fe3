import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Input } from './input.tsx';
import { Label } from './label.tsx';

const meta = {
  title: 'Forms/Label',
  component: Label,
  tags: ['autodocs'],
  args: { children: 'Phone', htmlFor: 'phone' },
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <Label {...args} />
      <Input id="phone" type="tel" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label focuses its control. */
export const FocusesItsControl: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Phone'));
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveFocus();
  },
};
