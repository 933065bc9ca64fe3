import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';

import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import { Input } from './input.tsx';
import { List, ListRow, ListRowLabel } from './list.tsx';
import { Text } from './typography.tsx';

const meta = {
  title: 'Layout/List',
  component: List,
  tags: ['autodocs'],
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Busy times: one bordered row each, the name and time on the left, kind and action on the right. */
export const BoxedRows: Story = {
  render: () => (
    <List aria-label="Busy times">
      {['Family trip', 'Studio day'].map((title) => (
        <ListRow key={title}>
          <div>
            <Text strong>{title}</Text>
            <Text variant="muted">Sat 6 Dec, 09:00–18:00</Text>
          </div>
          <div className="flex items-center gap-2">
            <Badge variant="outline">Photographer</Badge>
            <Button variant="outline" size="sm" aria-label={`Delete ${title}`}>
              Delete
            </Button>
          </div>
        </ListRow>
      ))}
    </List>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Busy times' });
    await expect(list.querySelectorAll('li')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Delete Studio day' })).toBeVisible();
  },
};

/** Reviews: rows separated by a rule, lines stacked. */
export const DividedRows: Story = {
  render: () => (
    <List variant="divided" aria-label="Reviews">
      {['Great photos, on time.', 'Lovely to work with.'].map((comment) => (
        <ListRow key={comment} layout="stack">
          <Text strong>Nok</Text>
          <Text preLine>{comment}</Text>
        </ListRow>
      ))}
    </List>
  ),
};

/** Weekly availability: each day a fieldset named by its legend, in the label column. */
export const LabelledFieldsets: Story = {
  render: () => (
    <List variant="divided" asChild>
      <div>
        {['Monday', 'Tuesday'].map((day) => (
          <ListRow key={day} layout="labelled" asChild>
            <fieldset>
              <ListRowLabel asChild>
                <legend>{day}</legend>
              </ListRowLabel>
              <div className="flex gap-2">
                <Input aria-label={`${day} start 1`} defaultValue="09:00" />
                <Input aria-label={`${day} end 1`} defaultValue="18:00" />
              </div>
            </fieldset>
          </ListRow>
        ))}
      </div>
    </List>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Tuesday' })).toContainElement(
      canvas.getByLabelText('Tuesday end 1'),
    );
  },
};

function DeletableBusyTimes() {
  const [rows, setRows] = useState(['Family trip', 'Studio day', 'Temple fair']);
  return (
    <main>
      <h1>Schedule</h1>
      <List aria-label="Busy times">
        {rows.map((title) => (
          <ListRow key={title}>
            <Text strong>{title}</Text>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Delete ${title}`}
              onClick={() => setRows((now) => now.filter((r) => r !== title))}
            >
              Delete
            </Button>
          </ListRow>
        ))}
      </List>
    </main>
  );
}

/**
 * Deleting a row takes its button with it: focus moves to the row that took its place (or the
 * one before it at the end of the list, the page heading once the list is empty), so a keyboard
 * user goes on from where they were instead of from the top of the page.
 */
export const FocusStaysInPlaceWhenARowGoes: Story = {
  render: () => <DeletableBusyTimes />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Studio day' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Delete Temple fair' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Delete Family trip' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Schedule', level: 1 })).toHaveFocus(),
    );
  },
};
