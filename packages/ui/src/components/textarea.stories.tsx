import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Textarea } from './textarea.tsx';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { 'aria-label': 'Review', placeholder: 'How was your shoot?', onChange: fn() },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WritingAReview: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Review' });
    await userEvent.type(box, 'Lovely photos, very patient with our kids.');
    await expect(box).toHaveValue('Lovely photos, very patient with our kids.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Sent.' } };
