import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../icons/icons';
import { cx } from '../../shared/cx';
import { IconButton } from '../icon-button/IconButton';
import * as styles from './carousel.css';
import { carouselDefaults, nextAutoplayIndex } from './carousel.rules';
import { subscribeToVisibility, useAutoplay } from './useAutoplay';

export interface CarouselSlide {
  id: string;
  content: ReactNode;
  /** Needed when `thumbnails` is on: a small image and its text alternative. */
  thumbnail?: { src: string; alt: string };
}

export interface CarouselProps {
  /** Names the carousel, e.g. "Promotions" (already translated). */
  label: string;
  slides: readonly CarouselSlide[];
  /** Moves on by itself; pauses on hover and focus, in a hidden tab, and by the pause button. @default true */
  autoplay?: boolean;
  /** @default 2500 */
  intervalMs?: number;
  /** `'auto'` loops only with more than 5 slides. @default 'auto' */
  loop?: boolean | 'auto';
  /** A row of thumbnail buttons under the slides instead of dots. @default false */
  thumbnails?: boolean;
  /** CSS width of one slide; several fit when smaller than the carousel (the install steps: 270px). @default '100%' */
  slideSize?: string;
  startIndex?: number;
  onSlideChange?: (index: number) => void;
  className?: string;
}

/** The scrolling engine: embla-carousel's API (a type only: the view does not load embla). */
export type CarouselEngine = NonNullable<UseEmblaCarouselType[1]>;

export interface CarouselViewProps extends CarouselProps {
  /** The engine once it runs; undefined before (the first slide shows, presses wait for it). */
  engine: CarouselEngine | undefined;
  /** Where the engine attaches. */
  viewportRef: (element: HTMLDivElement | null) => void;
  reducedMotion: boolean;
  /** Asks for the engine (a pointer over the carousel, focus in it, a press): the idle carousel loads it then. */
  onWake?: () => void;
}

/**
 * The carousel's markup and behaviour around a scrolling engine: autoplay (pausing on hover, focus, a hidden tab and
 * the pause button, WCAG 2.2.2), previous and next, one dot or thumbnail per slide, slides announced as "2 of 5" when
 * changed by hand. A press made before the engine runs is kept and done once it does.
 */
export function CarouselView({
  label,
  slides,
  autoplay = true,
  intervalMs = carouselDefaults.intervalMs,
  thumbnails = false,
  slideSize = '100%',
  startIndex = 0,
  onSlideChange,
  className,
  engine,
  viewportRef,
  reducedMotion,
  onWake,
}: CarouselViewProps) {
  const t = useT();
  const id = useId();
  const [selected, setSelected] = useState(startIndex);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [visible, setVisible] = useState(true);
  const waiting = useRef<((engine: CarouselEngine) => void) | null>(null);

  useEffect(() => subscribeToVisibility(setVisible), []);

  useEffect(() => {
    if (!engine) return;
    const onSelect = () => {
      const index = engine.selectedScrollSnap();
      setSelected(index);
      onSlideChange?.(index);
    };
    engine.on('select', onSelect).on('reInit', onSelect);
    const pending = waiting.current;
    waiting.current = null;
    pending?.(engine);
    return () => {
      engine.off('select', onSelect).off('reInit', onSelect);
    };
  }, [engine, onSlideChange]);

  /** Does it now, or as soon as the engine runs. */
  const withEngine = useCallback(
    (action: (engine: CarouselEngine) => void) => {
      if (engine) action(engine);
      else {
        waiting.current = action;
        onWake?.();
      }
    },
    [engine, onWake],
  );

  const canAutoplay = autoplay && !reducedMotion && slides.length > 1;
  const running = canAutoplay && !stopped && !hovered && !focused && visible;
  useAutoplay({
    running,
    intervalMs,
    position: selected,
    onTick: () => engine?.scrollTo(nextAutoplayIndex(engine.selectedScrollSnap(), engine.scrollSnapList().length)),
  });

  const goTo = useCallback((index: number) => withEngine((e) => e.scrollTo(index)), [withEngine]);
  const canStep = slides.length > 1;

  return (
    <section
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      className={cx(styles.root, className)}
      onPointerEnter={() => {
        setHovered(true);
        onWake?.();
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        onWake?.();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track} id={`${id}-slides`} aria-live={running ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern names each slide as a group; a fieldset is for form controls
            <div
              key={slide.id}
              className={styles.slide}
              style={{ flexBasis: slideSize }}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.position', { index: index + 1, total: slides.length })}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {canStep ? (
        <div className={styles.controls}>
          {canAutoplay ? (
            <IconButton
              size="sm"
              label={stopped ? t('carousel.play') : t('carousel.pause')}
              icon={stopped ? <PlayIcon /> : <PauseIcon />}
              onClick={() => setStopped((value) => !value)}
            />
          ) : null}
          <IconButton
            size="sm"
            label={t('common.previous')}
            icon={<ChevronLeftIcon />}
            aria-controls={`${id}-slides`}
            onClick={() => withEngine((e) => e.scrollPrev())}
          />
          {thumbnails ? null : (
            <ol className={styles.dots}>
              {slides.map((slide, index) => (
                <li key={slide.id}>
                  <button
                    type="button"
                    className={cx(styles.dot, index === selected && styles.dotCurrent)}
                    aria-label={t('carousel.position', { index: index + 1, total: slides.length })}
                    aria-current={index === selected ? 'true' : undefined}
                    aria-controls={`${id}-slides`}
                    onClick={() => goTo(index)}
                  />
                </li>
              ))}
            </ol>
          )}
          <IconButton
            size="sm"
            label={t('common.next')}
            icon={<ChevronRightIcon />}
            aria-controls={`${id}-slides`}
            onClick={() => withEngine((e) => e.scrollNext())}
          />
        </div>
      ) : null}
      {thumbnails ? (
        <ol className={styles.thumbnails}>
          {slides.map((slide, index) => (
            <li key={slide.id}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-current={index === selected ? 'true' : undefined}
                aria-controls={`${id}-slides`}
                onClick={() => goTo(index)}
              >
                {slide.thumbnail ? (
                  <img className={styles.thumbnailImage} src={slide.thumbnail.src} alt={slide.thumbnail.alt} />
                ) : (
                  t('carousel.position', { index: index + 1, total: slides.length })
                )}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
