import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { Combobox, type ComboboxProps } from './combobox.tsx';
import { Field } from './field.tsx';

const provinces = [
  { value: 'any', label: 'Any province' },
  { value: 'TH-10', label: 'Bangkok', keywords: ['กรุงเทพมหานคร'] },
  { value: 'TH-20', label: 'Chon Buri', keywords: ['ชลบุรี'] },
  { value: 'TH-50', label: 'Chiang Mai', keywords: ['เชียงใหม่'] },
  { value: 'TH-57', label: 'Chiang Rai', keywords: ['เชียงราย'] },
  { value: 'TH-83', label: 'Phuket', keywords: ['ภูเก็ต'] },
];

/** The story's combobox with its chosen value kept in state, as a form keeps it. */
function Controlled(props: ComboboxProps) {
  const [value, setValue] = React.useState(props.value);
  return (
    <Field label="Province" className="w-64">
      {(control) => (
        <Combobox
          {...control}
          {...props}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            props.onValueChange(next);
          }}
        />
      )}
    </Field>
  );
}

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  tags: ['autodocs'],
  args: {
    options: provinces,
    value: 'any',
    onValueChange: fn(),
    listLabel: 'Province',
    noMatches: 'No province matches',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing "chiang" keeps the two Chiangs; ↓ and Enter choose the second, which the box then shows. */
export const TypeToFilter: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: 'Province' });
    await expect(box).toHaveValue('Any province');
    await userEvent.click(box);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('chiang');
    const list = await screen.findByRole('listbox', { name: 'Province' });
    await waitFor(() =>
      expect([...list.querySelectorAll('[role=option]')].map((o) => o.textContent)).toEqual([
        'Chiang Mai',
        'Chiang Rai',
      ]),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('TH-57');
    await expect(box).toHaveValue('Chiang Rai');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveFocus();
  },
};

/** The other language's name matches too: Thai "เชียงใหม่" finds Chiang Mai; a tap chooses it. */
export const TypeInThai: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: 'Province' });
    await userEvent.click(box);
    await userEvent.keyboard('เชียงใหม่');
    await userEvent.click(await screen.findByRole('option', { name: 'Chiang Mai' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('TH-50');
    await expect(box).toHaveValue('Chiang Mai');
  },
};

/** Nothing matches: the list says so; Escape closes it and puts the chosen label back. */
export const NoMatch: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: 'Province' });
    await userEvent.click(box);
    await userEvent.keyboard('zzz');
    await expect(await screen.findByText('No province matches')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('Any province');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
