import type { MouseEvent, ReactNode } from 'react';
import { useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { Dialog } from '../../primitives/dialog/Dialog';
import * as styles from './lottery.css';

/** A lottery game as a tile: where it goes, and what it shows under its name (a countdown, a draw). */
export interface LotteryTileGame {
  /** Unique in the list (the game code). */
  code: string;
  name: string;
  iconUrl?: string | null;
  /** The address the tile links to (`/lottery?gameCode=...`): a real link, so it opens in a new tab too. */
  href: string;
  /** Under the name: the game's countdown, or its latest numbers. */
  detail?: ReactNode;
}

export interface LotteryTileProps {
  game: LotteryTileGame;
  /** A plain click (no modifier key): the site navigates in place. */
  onOpen: (game: LotteryTileGame) => void;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The game's icon and name as one real link (a new tab works); a plain click opens the game in place. */
function GameLink({ game, onOpen, shape }: LotteryTileProps & { shape: 'tile' | 'row' }) {
  const size = shape === 'tile' ? 40 : 32;
  const icon = shape === 'tile' ? styles.tileIcon : styles.rowIcon;
  return (
    <a
      className={shape === 'tile' ? styles.tile : styles.rowLink}
      href={game.href}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onOpen(game);
      }}
    >
      {game.iconUrl ? (
        <img className={icon} src={game.iconUrl} alt="" width={size} height={size} loading="lazy" />
      ) : (
        <span className={icon} aria-hidden="true" />
      )}
      <span className={styles.tileName}>{game.name}</span>
    </a>
  );
}

export function LotteryTile({ game, onOpen }: LotteryTileProps) {
  return (
    <div className={styles.tileBox}>
      <GameLink game={game} onOpen={onOpen} shape="tile" />
      {/* Beside the link, not in it: a ticking countdown would change the link's name every second. */}
      {game.detail ? <div className={styles.tileDetail}>{game.detail}</div> : null}
    </div>
  );
}

/**
 * A game as a row: its icon and name as the link, what it shows (a countdown) at the row's end. For the lobby's side
 * lists, where the same games show again as tiles in the menus: a row takes a third of a tile's height.
 */
export function LotteryRow({ game, onOpen }: LotteryTileProps) {
  return (
    <div className={styles.rowBox}>
      <GameLink game={game} onOpen={onOpen} shape="row" />
      {game.detail ? <div className={styles.rowDetail}>{game.detail}</div> : null}
    </div>
  );
}

export interface LotteryGameListProps {
  /** The block's heading (left list, popular trends). */
  title: string;
  games: readonly LotteryTileGame[];
  onOpen: (game: LotteryTileGame) => void;
  /** @default 2 */
  headingLevel?: 2 | 3;
  /** `rows`: one line a game (the side lists); `tiles`: cards in a grid. @default 'tiles' */
  layout?: 'tiles' | 'rows';
}

/** A titled list of games: the left list's lott and tv entries (rows), the popular trends (tiles). */
export function LotteryGameList({ title, games, onOpen, headingLevel = 2, layout = 'tiles' }: LotteryGameListProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Item = layout === 'rows' ? LotteryRow : LotteryTile;
  return (
    <section className={styles.panel} aria-label={title}>
      <Heading className={styles.panelTitle}>{title}</Heading>
      <ul className={layout === 'rows' ? styles.rows : styles.tiles}>
        {games.map((game) => (
          <li key={game.code}>
            <Item game={game} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A game group of the menu: the tiles it shows and those of its more-panel. */
export interface LotteryMenuGroup {
  code: string;
  label: string;
  shown: readonly LotteryTileGame[];
  /** Empty when the group has no more than it shows (no more-panel then). */
  more: readonly LotteryTileGame[];
}

export interface LotteryMenuProps {
  groups: readonly LotteryMenuGroup[];
  onOpen: (game: LotteryTileGame) => void;
}

/**
 * The lottery menus (points §2): one block per game group with its first games as tiles and, when it has more, a
 * "More" button opening the rest in a dialog (the more-panel).
 */
export function LotteryMenu({ groups, onOpen }: LotteryMenuProps) {
  const t = useT();
  return (
    <section className={styles.panel} aria-labelledby="lottery-menus-title">
      <h2 id="lottery-menus-title" className={styles.panelTitle}>
        {t('lottery.menus')}
      </h2>
      {groups.map((group) => (
        <MenuGroup key={group.code} group={group} onOpen={onOpen} />
      ))}
    </section>
  );
}

function MenuGroup({ group, onOpen }: { group: LotteryMenuGroup; onOpen: (game: LotteryTileGame) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const headingId = `lottery-group-${group.code}`;
  return (
    <section className={styles.list} aria-labelledby={headingId}>
      <div className={styles.spread}>
        <h3 id={headingId} className={styles.groupTitle}>
          {group.label}
        </h3>
        {group.more.length > 0 ? (
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title={t('lottery.moreOf', { group: group.label })}
            trigger={
              <Button tone="secondary" size="sm">
                {t('lottery.more', { count: group.more.length })}
              </Button>
            }
          >
            <ul className={styles.tiles}>
              {group.more.map((game) => (
                <li key={game.code}>
                  <LotteryTile
                    game={game}
                    onOpen={(chosen) => {
                      setOpen(false);
                      onOpen(chosen);
                    }}
                  />
                </li>
              ))}
            </ul>
          </Dialog>
        ) : null}
      </div>
      <ul className={styles.tiles}>
        {group.shown.map((game) => (
          <li key={game.code}>
            <LotteryTile game={game} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </section>
  );
}
