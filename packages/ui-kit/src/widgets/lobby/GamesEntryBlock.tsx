import { type CSSProperties, useId } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { cx } from '../../shared/cx';
import { VisuallyHidden } from '../../shared/VisuallyHidden';
import * as styles from './games-entry.css';
import { ENTRY_CATEGORIES, type EntryCategory, type EntryMoreTarget, entryPicks } from './games-entry.rules';

/** A category's share of its row: its cards at their least width, growing with the others by its number of cards. */
const categorySpan = (cards: number): CSSProperties => ({
  flexGrow: cards,
  flexShrink: 1,
  flexBasis: `calc(${cards} * ${styles.cardMin} + ${cards - 1} * ${styles.cardGap})`,
});

/** A vendor or a lottery in the block: a picture and a name. */
export interface EntryItem {
  id: string;
  name: string;
  imageUrl: string;
}

export interface GamesEntryBlockProps {
  /** Each category's vendors (the first 3 show). A category with nothing to show is left out. */
  vendors: Partial<Record<EntryCategory, readonly EntryItem[]>>;
  /** Popular lotteries (the first shows, in the lottery category). */
  popularLotteries?: readonly EntryItem[];
  onOpenVendor: (category: EntryCategory, vendor: EntryItem) => void;
  onOpenLottery: (lottery: EntryItem) => void;
  /** The More button of a category: route to sports, live, fish, pvp, electron or lott. */
  onMore: (target: EntryMoreTarget) => void;
  /**
   * The images' intrinsic size, set so nothing shifts; their boxes take this aspect ratio, and the artwork is fitted
   * whole inside (ask the server for pictures of this size). @default 380 x 200
   */
  imageWidth?: number;
  imageHeight?: number;
  className?: string;
}

/**
 * The home page's games entry block (player-site §2): sports, live, fish, pvp, rng and lottery, 3 vendors each and
 * 1 popular lottery, with a More button per category. Categories share each row in proportion to their cards, so rows
 * fill whatever the number of vendors (games-entry.css.ts).
 */
export function GamesEntryBlock({
  vendors,
  popularLotteries,
  onOpenVendor,
  onOpenLottery,
  onMore,
  imageWidth = 380,
  imageHeight = 200,
  className,
}: GamesEntryBlockProps) {
  const t = useT();
  const baseId = useId();
  const item = (entry: EntryItem, onOpen: () => void, tag?: string) => (
    <li key={entry.id}>
      <button type="button" className={styles.entry} onClick={onOpen}>
        <img
          className={styles.image}
          style={{ aspectRatio: `${imageWidth} / ${imageHeight}` }}
          src={entry.imageUrl}
          alt=""
          width={imageWidth}
          height={imageHeight}
          loading="lazy"
          decoding="async"
        />
        {tag ? (
          <>
            <span className={styles.tag}>{tag}</span>{' '}
          </>
        ) : null}
        <span className={styles.name}>{entry.name}</span>
      </button>
    </li>
  );
  return (
    <div className={cx(styles.block, className)}>
      {ENTRY_CATEGORIES.map(({ category, label, more }) => {
        const picks = entryPicks(category, vendors[category], popularLotteries);
        if (picks.vendors.length === 0 && picks.lotteries.length === 0) return null;
        const headingId = `${baseId}-${category}`;
        const cards = picks.vendors.length + picks.lotteries.length;
        return (
          <section
            key={category}
            className={styles.category}
            style={categorySpan(cards)}
            data-cards={cards}
            aria-labelledby={headingId}
          >
            <div className={styles.header}>
              <h2 id={headingId} className={styles.heading}>
                {t(label)}
              </h2>
              <Button tone="ghost" size="sm" onClick={() => onMore(more)}>
                {t('lobby.more')} <VisuallyHidden>{t(label)}</VisuallyHidden>
              </Button>
            </div>
            <ul className={styles.items}>
              {picks.vendors.map((vendor) => item(vendor, () => onOpenVendor(category, vendor)))}
              {picks.lotteries.map((lottery) => item(lottery, () => onOpenLottery(lottery), t('lobby.popularLottery')))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
