import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyCard, storyGames, thaiGames, vietnameseGames } from '../shared/story.data';
import { expectArtworkWhole, storyImage, storyT } from '../shared/story.helpers';
import { GameCategoryCard } from './GameCategoryCard';
import { GameTile } from './GameTile';

const [tiger, captain, gold] = storyGames(3);

const meta = {
  title: 'Widgets/Lobby/GameTile',
  component: GameTile,
  args: { game: tiger!, loggedIn: true, onPlay: fn(), onTrial: fn(), onToggleFavourite: fn() },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
} satisfies Meta<typeof GameTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A favourite with a free trial: remove from favourites, try it, play it. */
export const Favourite: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: `${t('lobby.removeFavourite')} ${args.game.name}` }));
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(args.game, false);
    await userEvent.click(canvas.getByRole('button', { name: `${t('lobby.freeTrial')} ${args.game.name}` }));
    await expect(args.onTrial).toHaveBeenCalledWith(args.game);
    await userEvent.click(canvas.getByRole('button', { name: `${t('lobby.playNow')} ${args.game.name}` }));
    await expect(args.onPlay).toHaveBeenCalledWith(args.game);
  },
};

/** A game without a trial (supportPlay 1), seen by a player. */
export const NoTrial: Story = {
  args: { game: gold! },
  play: async (context) => {
    await expect(
      context.canvas.queryByRole('button', { name: new RegExp(storyT(context)('lobby.freeTrial')) }),
    ).toBeNull();
  },
};

/** A visitor: no favourite star (visitors cannot favourite). */
export const Visitor: Story = {
  args: { game: captain!, loggedIn: false },
  play: async (context) => {
    await expect(
      context.canvas.queryByRole('button', { name: new RegExp(storyT(context)('lobby.addFavourite')) }),
    ).toBeNull();
  },
};

export const StressThai: Story = { globals: { locale: 'TH' }, args: { game: thaiGames[0]! } };

export const StressVietnamese: Story = { globals: { locale: 'VI' }, args: { game: vietnameseGames[0]! } };

/** A game whose artwork is not square: fitted whole in the square box, never cropped. */
export const PortraitArtwork: Story = {
  args: { game: { ...tiger!, iconUrl: storyImage('Portrait', 200, 300, 400) } },
  play: async ({ canvas, args }) => {
    await expectArtworkWhole(canvas.getByRole('img', { name: args.game.name }) as HTMLImageElement);
  },
};

/** The category card of a vendor lobby, with free play; its artwork fills its box whole. */
export const CategoryCard: StoryObj<typeof GameCategoryCard> = {
  decorators: [(Story) => <div style={{ width: 380 }}>{Story()}</div>],
  render: () => <GameCategoryCard card={storyCard} onStart={fn()} onFreePlay={fn()} />,
  play: async (context) => {
    const t = storyT(context);
    await expect(
      context.canvas.getByRole('button', { name: `${t('lobby.freeTrial')} ${storyCard.title}` }),
    ).toBeVisible();
    const image = context.canvas.getByRole('img', { name: storyCard.title }) as HTMLImageElement;
    await expectArtworkWhole(image);
    const box = image.getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - 380 / 200)).toBeLessThan(0.04);
  },
};

/** A portrait vendor picture in the landscape card box: letterboxed whole, not cropped to an empty gradient. */
export const CategoryCardPortraitArtwork: StoryObj<typeof GameCategoryCard> = {
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
  render: () => (
    <GameCategoryCard
      card={{ ...storyCard, imageUrl: storyImage('AG', 20, 360, 480) }}
      onStart={fn()}
      onFreePlay={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expectArtworkWhole(canvas.getByRole('img', { name: storyCard.title }) as HTMLImageElement);
  },
};
