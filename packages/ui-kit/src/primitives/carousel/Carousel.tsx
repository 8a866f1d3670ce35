import useEmblaCarousel from 'embla-carousel-react';
import { useReducedMotion } from '../../shared/useReducedMotion';
import { type CarouselProps, CarouselView } from './CarouselView';
import { engineOptionsOf } from './carousel.rules';

export type { CarouselProps, CarouselSlide } from './CarouselView';

/**
 * A carousel on embla-carousel with autoplay, optional thumbnails and accessible controls: previous and next, a
 * pause button while autoplaying (WCAG 2.2.2), one dot or thumbnail per slide, slides announced as "2 of 5" when
 * changed by hand. Under prefers-reduced-motion it neither autoplays nor animates. The engine runs from the first
 * render; `IdleCarousel` is the same carousel with the engine loaded after the page (the home banners).
 */
export function Carousel(props: CarouselProps) {
  const reducedMotion = useReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel(
    engineOptionsOf(props.slides.length, props.loop, props.startIndex, reducedMotion),
  );
  return <CarouselView {...props} engine={embla} viewportRef={viewportRef} reducedMotion={reducedMotion} />;
}
