import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';

import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from './select.tsx';

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="Province" className="w-56">
        <SelectValue placeholder="All provinces" />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>Popular</SelectLabel>
          <SelectItem value="Bangkok">Bangkok</SelectItem>
          <SelectItem value="Chiang Mai">Chiang Mai</SelectItem>
          <SelectItem value="Phuket">Phuket</SelectItem>
        </SelectGroup>
      </SelectContent>
    </Select>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};

export const ChoosingAProvince: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Province' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chiang Mai' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('Chiang Mai');
    await expect(canvas.getByRole('combobox', { name: 'Province' })).toHaveTextContent(
      'Chiang Mai',
    );
  },
};

export const Chosen: Story = { args: { defaultValue: 'Phuket' } };

export const Disabled: Story = { args: { disabled: true } };
