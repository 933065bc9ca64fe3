import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import {
  DescriptionDetails,
  DescriptionItem,
  DescriptionList,
  DescriptionTerm,
} from './description-list.tsx';
import { Money } from './money.tsx';

const meta = {
  title: 'Data/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A profile's contact facts, three side by side on wide screens. */
export const ProfileFacts: Story = {
  args: { columns: 3 },
  render: (args) => (
    <DescriptionList {...args}>
      <DescriptionItem>
        <DescriptionTerm>E-mail</DescriptionTerm>
        <DescriptionDetails>somchai@example.com</DescriptionDetails>
      </DescriptionItem>
      <DescriptionItem>
        <DescriptionTerm>Phone</DescriptionTerm>
        <DescriptionDetails numeric>081 234 5678</DescriptionDetails>
      </DescriptionItem>
      <DescriptionItem>
        <DescriptionTerm>Province</DescriptionTerm>
        <DescriptionDetails>Chiang Mai</DescriptionDetails>
      </DescriptionItem>
    </DescriptionList>
  ),
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((t) => t.textContent);
    await expect(terms).toEqual(['E-mail', 'Phone', 'Province']);
    await expect(canvas.getAllByRole('definition')[1]).toHaveTextContent('081 234 5678');
  },
};

/** A package's facts with the price as the headline value. */
export const PackageFacts: Story = {
  args: { columns: 4 },
  render: (args) => (
    <DescriptionList {...args}>
      <DescriptionItem>
        <DescriptionTerm>Category</DescriptionTerm>
        <DescriptionDetails>Wedding</DescriptionDetails>
      </DescriptionItem>
      <DescriptionItem>
        <DescriptionTerm>Location</DescriptionTerm>
        <DescriptionDetails>Bangkok</DescriptionDetails>
      </DescriptionItem>
      <DescriptionItem>
        <DescriptionTerm>Price</DescriptionTerm>
        <DescriptionDetails emphasis="strong">
          from <Money satang={350000} locale="en" />
        </DescriptionDetails>
      </DescriptionItem>
    </DescriptionList>
  ),
};

/** An order summary: label left, value right. */
export const OrderSummaryHorizontal: Story = {
  args: { layout: 'horizontal' },
  render: (args) => (
    <DescriptionList {...args} className="max-w-md">
      <DescriptionItem>
        <DescriptionTerm>Sub-package</DescriptionTerm>
        <DescriptionDetails>Half day</DescriptionDetails>
      </DescriptionItem>
      <DescriptionItem>
        <DescriptionTerm>Amount</DescriptionTerm>
        <DescriptionDetails numeric>
          <Money satang={350000} locale="en" />
        </DescriptionDetails>
      </DescriptionItem>
    </DescriptionList>
  ),
  play: async ({ canvasElement }) => {
    const dl = canvasElement.querySelector('dl');
    await expect(dl).toHaveAttribute('data-layout', 'horizontal');
  },
};
