import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Checkbox, CheckboxField, CheckboxGroup } from './checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: CheckboxField,
  tags: ['autodocs'],
  args: { label: 'Send me booking updates by e-mail' },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

const onCheckedChange = fn();

/** One labelled checkbox; clicking the label or pressing Space toggles it. */
export const Single: Story = {
  args: { onCheckedChange },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Send me booking updates by e-mail' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Send me booking updates by e-mail'));
    await expect(box).toBeChecked();
    await expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};

/** A bare checkbox labelled by `aria-label` (e.g. in a table row). */
export const Bare: Story = {
  render: () => <Checkbox aria-label="Select appointment" />,
};

const specialties = ['Wedding', 'Portrait', 'Event', 'Product'];

/** A photographer's specialties: a fieldset named by its legend, two columns on wide screens. */
export const SpecialtiesGroup: Story = {
  render: function Render() {
    const [chosen, setChosen] = React.useState<string[]>(['Wedding']);
    return (
      <CheckboxGroup
        legend="Specialties"
        description="Customers filter photographers by these."
        columns={2}
      >
        {specialties.map((s) => (
          <CheckboxField
            key={s}
            label={s}
            name="specialties"
            value={s}
            checked={chosen.includes(s)}
            onCheckedChange={(on) =>
              setChosen((c) => (on === true ? [...c, s] : c.filter((x) => x !== s)))
            }
          />
        ))}
      </CheckboxGroup>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Specialties' });
    await expect(group).toHaveAccessibleDescription('Customers filter photographers by these.');
    await expect(canvas.getByRole('checkbox', { name: 'Wedding' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Portrait' }));
    await expect(canvas.getByRole('checkbox', { name: 'Portrait' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Wedding' }));
    await expect(canvas.getByRole('checkbox', { name: 'Wedding' })).not.toBeChecked();
  },
};

/** The group with a validation message, announced and linked to the fieldset. */
export const GroupWithError: Story = {
  render: () => (
    <CheckboxGroup legend="Specialties" error="Choose at least one specialty.">
      {specialties.slice(0, 2).map((s) => (
        <CheckboxField key={s} label={s} />
      ))}
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose at least one specialty.');
    await expect(canvas.getByRole('group', { name: 'Specialties' })).toHaveAccessibleDescription(
      'Choose at least one specialty.',
    );
  },
};
