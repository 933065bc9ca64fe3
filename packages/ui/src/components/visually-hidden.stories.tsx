import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Text } from './typography.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

const meta = {
  title: 'Typography/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A results region named by a heading that only screen readers meet. */
export const HiddenHeading: Story = {
  render: () => (
    <section aria-labelledby="results">
      <VisuallyHidden asChild>
        <h2 id="results">Results</h2>
      </VisuallyHidden>
      <Text variant="muted">12 packages</Text>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Results' })).toBeInTheDocument();
    const heading = canvas.getByRole('heading', { name: 'Results' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
