import { createTranslator, type Messages } from '@platform/i18n';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { GameCategoryCard } from './GameCategoryCard';
import { GameTile } from './GameTile';
import type { GameCardData, GameTileData } from './lobby.types';

const game: GameTileData = { id: 'PG-1', name: 'Fortune Tiger', iconUrl: '/icons/tiger.png', supportPlay: 0 };

describe('GameTile', () => {
  it('draws the icon lazily at its size with the name as alt text', async () => {
    await renderWithI18n(<GameTile game={game} onPlay={vi.fn()} imageSize={120} />);
    const image = screen.getByRole('img', { name: 'Fortune Tiger' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '120');
    expect(image).toHaveAttribute('height', '120');
  });

  it('offers the free trial only for games with supportPlay 0, each button naming the game', async () => {
    const onPlay = vi.fn();
    const onTrial = vi.fn();
    const user = userEvent.setup({ delay: null });
    const { messages, rerender } = await renderWithI18n(<GameTile game={game} onPlay={onPlay} onTrial={onTrial} />);
    const t = createTranslator(messages as Messages);
    await user.click(screen.getByRole('button', { name: `${t('lobby.freeTrial')} Fortune Tiger` }));
    await user.click(screen.getByRole('button', { name: `${t('lobby.playNow')} Fortune Tiger` }));
    expect(onTrial).toHaveBeenCalledWith(game);
    expect(onPlay).toHaveBeenCalledWith(game);
    rerender(<GameTile game={{ ...game, supportPlay: 1 }} onPlay={onPlay} onTrial={onTrial} />);
    expect(screen.queryByRole('button', { name: new RegExp(t('lobby.freeTrial')) })).toBeNull();
  });

  it('shows the favourite toggle only to logged-in players, saying what a press does', async () => {
    let finish: () => void = () => {};
    const onToggleFavourite = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup({ delay: null });
    const { messages, rerender } = await renderWithI18n(
      <GameTile game={game} onPlay={vi.fn()} onToggleFavourite={onToggleFavourite} />,
    );
    const t = createTranslator(messages as Messages);
    expect(screen.queryByRole('button', { name: new RegExp(t('lobby.addFavourite')) })).toBeNull();
    rerender(<GameTile game={game} loggedIn onPlay={vi.fn()} onToggleFavourite={onToggleFavourite} />);
    const star = screen.getByRole('button', { name: `${t('lobby.addFavourite')} Fortune Tiger` });
    await user.click(star);
    expect(onToggleFavourite).toHaveBeenCalledWith(game, true);
    expect(star).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish());
    rerender(
      <GameTile
        game={{ ...game, isFavourite: true }}
        loggedIn
        onPlay={vi.fn()}
        onToggleFavourite={onToggleFavourite}
      />,
    );
    await user.click(screen.getByRole('button', { name: `${t('lobby.removeFavourite')} Fortune Tiger` }));
    expect(onToggleFavourite).toHaveBeenLastCalledWith({ ...game, isFavourite: true }, false);
  });
});

describe('GameCategoryCard', () => {
  const card: GameCardData = {
    id: 7,
    title: 'Evolution Live',
    imageUrl: '/cards/evo.jpg',
    gameType: 'LIVE',
    kind: 'VASSALAGE',
    freeplay: 1,
    accountTypeName: 'EVO',
  };

  it('starts the card and offers free play when freeplay is 1', async () => {
    const onStart = vi.fn();
    const onFreePlay = vi.fn();
    const user = userEvent.setup({ delay: null });
    const { messages, rerender } = await renderWithI18n(
      <GameCategoryCard card={card} onStart={onStart} onFreePlay={onFreePlay} />,
    );
    const t = createTranslator(messages as Messages);
    expect(screen.getByText(t('lobby.gameType.LIVE'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${t('lobby.playNow')} Evolution Live` }));
    await user.click(screen.getByRole('button', { name: `${t('lobby.freeTrial')} Evolution Live` }));
    expect(onStart).toHaveBeenCalledWith(card);
    expect(onFreePlay).toHaveBeenCalledWith(card);
    rerender(<GameCategoryCard card={{ ...card, freeplay: 0 }} onStart={onStart} onFreePlay={onFreePlay} />);
    expect(screen.queryByRole('button', { name: new RegExp(t('lobby.freeTrial')) })).toBeNull();
  });
});
