import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useT } from '../../i18n/I18nProvider';
import { IdleCarousel } from '../../primitives/carousel/IdleCarousel';
import { cx } from '../../shared/cx';
import { media } from '../../theme/media';
import { WIDGET_LIMITS } from '../widgets.constants';
import * as styles from './banner.css';

/**
 * The banners' artwork sizes: the wide picture (3:1) and the phone picture (3:2). A page that holds the carousel's
 * place while its banners load uses the same shapes (`bannerRatio`).
 */
export const BANNER_ART = {
  wide: { width: 1200, height: 400 },
  phone: { width: 750, height: 500 },
} as const;

/** A shape of `BANNER_ART` as a CSS aspect ratio ("1200 / 400"). */
export const bannerRatio = (shape: keyof typeof BANNER_ART) =>
  `${BANNER_ART[shape].width} / ${BANNER_ART[shape].height}`;

/** Where a banner leads (player-site §3): a URL, a promotion (P) or a game (G). */
export type BannerLinkageType = 'URL' | 'P' | 'G';

export interface BannerData {
  id: string | number;
  /** The banner image (url). */
  imageUrl: string;
  /**
   * The same banner drawn for a phone's screen (`phoneImageWidth` by `phoneImageHeight`), shown up to the phone
   * breakpoint: a wide banner's words would be too small there. null or absent: the wide image, letterboxed.
   */
  phoneImageUrl?: string | null;
  /** What the image says, as its text alternative (the notice's title). */
  title: string;
  /** null: the banner leads nowhere and is not a button. */
  linkageType?: BannerLinkageType | null;
  /** The URL, the promotion id or the game, by type. */
  linkage?: string | null;
}

export interface BannerCarouselProps<B extends BannerData> {
  banners: readonly B[];
  /** A banner with a linkage was chosen; the site opens the URL, the promotion or the game. */
  onOpen: (banner: B) => void;
  /** @default 2500 (player-site §9; the home page passes 3000) */
  intervalMs?: number;
  /** Names the carousel (already translated). @default t('banner.label') */
  label?: string;
  /** The images' intrinsic size, set so the carousel holds its height while they load. @default 1200 x 400 */
  imageWidth?: number;
  imageHeight?: number;
  /** The phone pictures' intrinsic size. @default 750 x 500 (3:2) */
  phoneImageWidth?: number;
  phoneImageHeight?: number;
  className?: string;
}

/**
 * The banner carousel on the IdleCarousel primitive (the engine loads after the page: the banners are the top of the
 * home page): autoplay (pausing on hover, focus and the pause button), one slide
 * per banner, the first image loaded eagerly (it is the page's largest paint), the others lazily.
 */
export function BannerCarousel<B extends BannerData>({
  banners,
  onOpen,
  intervalMs = WIDGET_LIMITS.bannerAutoplayMs,
  label,
  imageWidth = BANNER_ART.wide.width,
  imageHeight = BANNER_ART.wide.height,
  phoneImageWidth = BANNER_ART.phone.width,
  phoneImageHeight = BANNER_ART.phone.height,
  className,
}: BannerCarouselProps<B>) {
  const t = useT();
  if (banners.length === 0) return null;
  return (
    <IdleCarousel
      className={cx(styles.root, className)}
      label={label ?? t('banner.label')}
      intervalMs={intervalMs}
      slides={banners.map((banner, index) => {
        const wide = `${imageWidth} / ${imageHeight}`;
        const img = (
          <img
            key={banner.id}
            className={styles.image}
            style={assignInlineVars({
              [styles.ratio]: wide,
              [styles.phoneRatio]: banner.phoneImageUrl ? `${phoneImageWidth} / ${phoneImageHeight}` : wide,
            })}
            src={banner.imageUrl}
            alt={banner.title}
            width={imageWidth}
            height={imageHeight}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            decoding="async"
          />
        );
        // Art direction: a phone loads the phone picture only, a wider screen the wide one only.
        const image = banner.phoneImageUrl ? (
          <picture key={banner.id}>
            <source
              media={media.phone}
              srcSet={banner.phoneImageUrl}
              width={phoneImageWidth}
              height={phoneImageHeight}
            />
            {img}
          </picture>
        ) : (
          img
        );
        return {
          id: String(banner.id),
          content: banner.linkageType ? (
            <button type="button" className={styles.link} onClick={() => onOpen(banner)}>
              {image}
            </button>
          ) : (
            image
          ),
        };
      })}
    />
  );
}
