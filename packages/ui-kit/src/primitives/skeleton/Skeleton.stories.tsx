import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A game tile while its data loads: the same size as the tile, so nothing moves when it arrives. */
export const GameTile: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: 8, width: 200 }}>
      <Skeleton height={112} />
      <Skeleton shape="text" lines={2} />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Skeleton shape="circle" width={32} />
        <Skeleton width="50%" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const blocks = canvasElement.querySelectorAll('[aria-hidden="true"]');
    await expect(blocks.length).toBeGreaterThan(3);
    await expect((blocks[0] as HTMLElement).getBoundingClientRect().height).toBe(112);
  },
};
