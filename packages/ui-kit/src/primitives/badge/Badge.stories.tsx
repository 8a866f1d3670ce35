import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { count: 12 },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};

/** Above 99 the badge shows dots; screen readers hear the number. */
export const AboveNinetyNine: Story = {
  args: { count: 128 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveTextContent('...');
    await expect(canvasElement).toHaveTextContent('128');
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Badge count={1} tone="accent" />
      <Badge count={9} tone="brand" />
      <Badge count={99} tone="critical" />
      <Badge count={100} tone="positive" />
      <Badge count={5} tone="info" />
      <Badge count={3} tone="warning" />
      <Badge dot label="New" />
    </div>
  ),
};
