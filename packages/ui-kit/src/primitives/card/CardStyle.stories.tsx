import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyImages } from '../../storybook/story.images';
import { cardImage, cardStyle } from './card.css';

/**
 * `cardStyle`: the merchant's card (flat and bordered, elevated, or glowing) for any card-like surface. Widgets
 * compose it into their own class: `style([cardStyle({ interactive: true, padding: 'none' }), { ... }])`.
 */
function CardSamples() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 200px)', gap: 16 }}>
      <section className={cardStyle()} aria-label="Static card">
        <strong>Static card</strong>
        <p style={{ margin: 0 }}>Panels, forms, summaries.</p>
      </section>
      <a href="#game" className={cardStyle({ interactive: true, padding: 'none' })}>
        <div style={{ aspectRatio: '4 / 3' }}>
          <img className={cardImage} src={storyImages.gold} alt="" />
        </div>
        <span style={{ display: 'block', padding: 12 }}>A card that is a link</span>
      </a>
      <button
        type="button"
        className={cardStyle({ interactive: true })}
        style={{ font: 'inherit', textAlign: 'start' }}
      >
        A card that is a button
      </button>
    </div>
  );
}

const meta = {
  title: 'Primitives/Card style',
  component: CardSamples,
} satisfies Meta<typeof CardSamples>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'A card that is a link' });
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineWidth).toBe('2px');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'A card that is a button' })).toHaveFocus();
  },
};
