import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Input } from './input.tsx';

const meta = {
  title: 'Forms/Input',
  component: Input,
  tags: ['autodocs'],
  args: { 'aria-label': 'Search packages', placeholder: 'Wedding, Chiang Mai…', onChange: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Search packages' });
    await userEvent.type(input, 'Pre-wedding');
    await expect(input).toHaveValue('Pre-wedding');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: '12' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'nok@example.com', 'aria-label': 'E-mail' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
  },
};
