import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { Button } from './button.tsx';
import { DatePicker } from './date-picker.tsx';
import { controlledFieldStory } from './controlled-field-story.tsx';
import { Field } from './field.tsx';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  // November 2026, fixed, so the stories do not move with the clock.
  args: { value: '2026-11-20', locale: 'en-GB', onValueChange: fn() },
  render: controlledFieldStory(DatePicker, 'Start date', 'max-w-xs'),
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The chosen day reads in full ("Fri, 20 Nov 2026", not 11/20/2026); the calendar opens on it,
 * the keyboard moves a day and Enter chooses, and focus comes back to the field.
 */
export const ChoosingWithTheKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('combobox', { name: 'Start date' });
    await expect(field).toHaveTextContent(/^Fri,? 20 Nov 2026$/);
    field.focus();
    await userEvent.keyboard('{Enter}');
    // The calendar is a dialog named after the field.
    const dialog = await screen.findByRole('dialog', { name: 'Start date' });
    await expect(await screen.findByRole('grid', { name: 'November 2026' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Friday,? 20 November 2026$/ })).toHaveFocus(),
    );
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-11-21');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(field).toHaveTextContent(/^Sat,? 21 Nov 2026$/);
    await expect(field).toHaveFocus();
  },
};

/** A click on another month's day; Escape closes without changing anything. */
export const ChoosingWithThePointer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('combobox', { name: 'Start date' });
    await userEvent.click(field);
    await userEvent.click(await screen.findByRole('button', { name: 'Go to the Next Month' }));
    await userEvent.click(screen.getByRole('button', { name: /^Thursday,? 3 December 2026$/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-12-03');
    await expect(field).toHaveTextContent(/^Thu,? 3 Dec 2026$/);

    await userEvent.click(field);
    await screen.findByRole('grid', { name: 'December 2026' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(field).toHaveFocus();
  },
};

/**
 * In a Thai UI the day, the month and the weekdays are Thai and the year is the Buddhist era's,
 * as Thai dates are written; the navigation speaks Thai.
 */
export const InThai: Story = {
  args: { locale: 'th-TH', value: '2026-11-26' },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('combobox', { name: 'Start date' });
    await expect(field).toHaveTextContent(/^พฤ.* 26 พ\.ย\. 2569$/);
    await userEvent.click(field);
    await expect(await screen.findByRole('grid', { name: 'พฤศจิกายน 2569' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'ไปเดือนถัดไป' })).toBeVisible();
    await expect(
      screen.getByRole('button', { name: /^วันพฤหัสบดี(ที่)? 26 พฤศจิกายน (พ\.ศ\. )?2569$/ }),
    ).toHaveFocus();
  },
};

/** No day yet: the placeholder shows; a chosen day can be cleared again when the field allows it. */
export const Optional: Story = {
  args: { value: '', placeholder: 'Any day', clearLabel: 'Clear', name: 'from' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const field = canvas.getByRole('combobox', { name: 'Start date' });
    await expect(field).toHaveTextContent('Any day');
    await userEvent.click(field);
    // Nothing chosen: nothing to clear; the calendar opens on today.
    await screen.findByRole('grid');
    await expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field).not.toHaveTextContent('Any day'));
    const chosen = canvasElement.querySelector<HTMLInputElement>('input[name="from"]');
    await expect(chosen?.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await userEvent.click(field);
    await userEvent.click(await screen.findByRole('button', { name: 'Clear' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(field).toHaveTextContent('Any day');
    await expect(chosen?.value).toBe('');
  },
};

/** Days outside `min`…`max` cannot be chosen, and the months beyond cannot be opened. */
export const Bounded: Story = {
  args: { min: '2026-11-10', max: '2026-11-25' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Start date' }));
    await expect(
      await screen.findByRole('button', { name: /^Monday,? 9 November 2026$/ }),
    ).toBeDisabled();
    await expect(
      screen.getByRole('button', { name: /^Thursday,? 26 November 2026$/ }),
    ).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Go to the Next Month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/**
 * The field says it opens a dialog and names it while open; pressing the field again closes the
 * calendar (it does not close and reopen), and a click on another control closes it and leaves
 * focus there.
 */
export const ClosedByTheFieldOrElsewhere: Story = {
  render: function Render(args) {
    const Picker = controlledFieldStory(DatePicker, 'Start date', 'max-w-xs');
    return (
      <div className="flex flex-col gap-4">
        <Picker {...args} />
        <Button type="button" variant="outline" className="w-fit">
          Save
        </Button>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('combobox', { name: 'Start date' });
    await expect(field).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(field);
    const dialog = await screen.findByRole('dialog', { name: 'Start date' });
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(field).toHaveAttribute('aria-controls', dialog.id);

    await userEvent.click(field);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toHaveFocus();

    await userEvent.click(field);
    await screen.findByRole('dialog', { name: 'Start date' });
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(save).toHaveFocus();
  },
};

/** An error from the Field marks the control and is announced with it. */
export const Invalid: Story = {
  render: (args) => (
    <Field label="End date" error="The end must be after the start." className="max-w-xs">
      <DatePicker {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'End date' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('The end must be after the start.');
  },
};
