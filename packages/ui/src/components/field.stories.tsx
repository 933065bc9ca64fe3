import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Field } from './field.tsx';
import { Input } from './input.tsx';
import { RatingStars } from './rating-stars.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';
import { Textarea } from './textarea.tsx';

const meta = {
  title: 'Forms/Field',
  component: Field,
  tags: ['autodocs'],
  args: { label: 'E-mail', children: <Input type="email" autoComplete="email" /> },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('E-mail');
    await userEvent.type(input, 'nok@example.com');
    await expect(input).toHaveValue('nok@example.com');
  },
};

export const WithDescription: Story = {
  args: { description: 'We send booking updates to this address.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'We send booking updates to this address.',
    );
  },
};

export const Invalid: Story = {
  args: {
    description: 'We send booking updates to this address.',
    error: 'Enter a valid e-mail address.',
    children: <Input type="email" defaultValue="nok@" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('E-mail');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'We send booking updates to this address. Enter a valid e-mail address.',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a valid e-mail address.');
  },
};

export const Note: Story = {
  args: {
    label: 'Note for the photographer',
    description: 'Optional: outfits, people, places you want in the shots.',
    children: <Textarea rows={3} />,
  },
};

export const CategorySelect: Story = {
  args: {
    label: 'Category',
    children: (control) => (
      <Select>
        <SelectTrigger {...control}>
          <SelectValue placeholder="Any category" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="Wedding">Wedding</SelectItem>
          <SelectItem value="Portrait">Portrait</SelectItem>
        </SelectContent>
      </Select>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toBeVisible();
  },
};

export const RatingRequired: Story = {
  args: {
    label: 'Your rating',
    required: true,
    error: 'Choose a score from 1 to 5.',
    children: (control) => (
      <RatingStars
        label="Your rating"
        value={null}
        onValueChange={() => {}}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
      />
    ),
  },
};
