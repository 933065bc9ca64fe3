import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Card, CardContent, CardHeader, CardTitle } from './card.tsx';
import { CardGrid, CardGridItem } from './card-grid.tsx';

const meta = {
  title: 'Layout/CardGrid',
  component: CardGrid,
  tags: ['autodocs'],
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = ['Somchai', 'Nok', 'Ploy', 'Arthit', 'Mali'];

/** Photographer or package results: 1 / 2 / 3 columns as the screen widens. */
export const ThreeColumns: Story = {
  render: (args) => (
    <CardGrid {...args} aria-label="Photographers">
      {names.map((n, i) => (
        <CardGridItem key={n}>
          <Card>
            <CardHeader>
              <CardTitle asHeading="h3">{n}</CardTitle>
            </CardHeader>
            <CardContent>
              {i % 2 ? 'Short.' : 'A longer text that wraps onto more lines than its neighbour.'}
            </CardContent>
          </Card>
        </CardGridItem>
      ))}
    </CardGrid>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Photographers' });
    await expect(list.querySelectorAll('li')).toHaveLength(5);
  },
};

/** Sub-packages: two wide cards per row. */
export const TwoColumns: Story = { ...ThreeColumns, args: { columns: 2 } };

/** Small tiles (category links): 2 columns even on phones, 4 on wide screens. */
export const CategoryTiles: Story = {
  args: { columns: 4, gap: 2 },
  render: (args) => (
    <CardGrid {...args}>
      {['Wedding', 'Portrait', 'Event', 'Product'].map((c) => (
        <CardGridItem key={c}>
          <a href={`#${c}`} className="rounded-md border px-3 py-3">
            {c}
          </a>
        </CardGridItem>
      ))}
    </CardGrid>
  ),
};
