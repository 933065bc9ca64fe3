import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Button } from './button.tsx';
import { Section } from './section.tsx';

const meta = {
  title: 'Layout/Section',
  component: Section,
  tags: ['autodocs'],
  args: {
    title: 'Top rated photographers',
    children: <p>Cards go here.</p>,
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled region: screen readers list it as a landmark named by its heading. */
export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Top rated photographers' });
    await expect(region).toHaveTextContent('Cards go here.');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Top rated photographers' }),
    ).toBeVisible();
  },
};

/** With a description and a "See all" action on the heading's row. */
export const WithDescriptionAndAction: Story = {
  args: {
    description: 'Chosen by average rating.',
    actions: (
      <Button variant="link" asChild>
        <a href="#photographers">See all</a>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Top rated photographers' });
    await expect(region).toContainElement(canvas.getByRole('link', { name: 'See all' }));
    await expect(region).toHaveTextContent('Chosen by average rating.');
  },
};

/** A sub-section (`h3`) with a fixed heading id, e.g. for in-page links. */
export const SubSection: Story = {
  args: { level: 3, title: 'Sub-packages', headingId: 'package-subpackages' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveAttribute(
      'id',
      'package-subpackages',
    );
  },
};

/** Results with a heading only for screen readers. */
export const HiddenTitle: Story = {
  args: { title: 'Results', hideTitle: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Results' })).toBeInTheDocument();
  },
};
