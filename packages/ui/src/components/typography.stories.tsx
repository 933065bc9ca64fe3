import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Heading, Text } from './typography.tsx';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 2, children: 'About this package' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section heading on a package or profile page. */
export const SectionHeading: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'About this package' }),
    ).toBeVisible();
  },
};

/** The home page hero: an `h1` with the display size. */
export const HeroTitle: Story = {
  args: { level: 1, size: 'display', children: 'Book a photographer in Thailand' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Book a photographer in Thailand',
    );
  },
};

/** Level and looks are independent: an `h3` that looks like a small caption. */
export const CaptionSizedH3: Story = {
  args: { level: 3, size: 'label', children: 'Specialties' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Specialties' })).toBeVisible();
  },
};

/** Every level with its default size, as a page outline. */
export const Outline: Story = {
  render: () => (
    <div className="grid gap-3">
      <Heading level={1}>Somchai Photography</Heading>
      <Heading level={2}>Packages</Heading>
      <Heading level={3}>Pre-wedding, Chiang Mai</Heading>
      <Heading level={4}>What you get</Heading>
    </div>
  ),
};

/** `asChild` keeps the heading style on another element, e.g. a fieldset's legend. */
export const AsLegend: Story = {
  render: () => (
    <fieldset>
      <Heading asChild size="item">
        <legend>Bank account</legend>
      </Heading>
    </fieldset>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Bank account' })).toBeVisible();
  },
};

/** The text styles: body, lead, muted, small, error; and inline (`asChild` span/time). */
export const TextVariants: Story = {
  render: () => (
    <div className="grid max-w-md gap-3">
      <Text variant="lead">Find and book photographers for weddings, portraits and events.</Text>
      <Text>Half a day in the old town, 200 edited photos delivered within a week.</Text>
      <Text variant="muted">12 photographers found</Text>
      <Text variant="small">
        <Text asChild strong>
          <span>Deliverables: </span>
        </Text>
        200 edited photos
      </Text>
      <Text variant="muted" asChild>
        <time dateTime="2025-03-01T03:00:00Z">1 March 2025</time>
      </Text>
      <Text preLine>{'Line one of a bio.\nLine two keeps its break.'}</Text>
      <Text variant="error">This package has no sub-packages yet.</Text>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12 photographers found').tagName).toBe('P');
    await expect(canvas.getByText('1 March 2025').tagName).toBe('TIME');
    await expect(canvas.getByText('Deliverables:').tagName).toBe('SPAN');
  },
};
