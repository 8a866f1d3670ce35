import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyT } from '../shared/story.helpers';
import { ListSkeleton } from './ListSkeleton';

const meta = {
  title: 'Widgets/ListSkeleton',
  component: ListSkeleton,
  args: { itemHeight: 56, count: 5 },
} satisfies Meta<typeof ListSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows of a loading list: one status for screen readers, the shapes hidden from them, each of the given height. */
export const Rows: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyT(context);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('common.loading'));
    const shapes = canvasElement.querySelectorAll('[aria-hidden="true"] > span');
    await expect(shapes).toHaveLength(5);
    for (const shape of shapes) await expect(shape.getBoundingClientRect().height).toBe(56);
  },
};

/** Cards of a loading grid, with a bar for the list's tabs. */
export const Grid: Story = {
  args: { layout: 'grid', itemHeight: 220, count: 8, minItemWidth: 200, withHeader: true },
  play: async ({ canvasElement }) => {
    const shapes = [...canvasElement.querySelectorAll('[aria-hidden="true"] > span')];
    await expect(shapes).toHaveLength(8);
    // Several per row: the grid's columns, not a single column of cards.
    const tops = new Set(shapes.map((shape) => Math.round(shape.getBoundingClientRect().top)));
    await expect(tops.size).toBeLessThan(8);
  },
};
