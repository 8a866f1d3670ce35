import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useReducedMotion } from '../../shared/useReducedMotion';
import { type CarouselEngine, type CarouselProps, CarouselView } from './CarouselView';
import { engineOptionsOf } from './carousel.rules';

const EmblaEngine = lazy(() => import('./EmblaEngine'));

/** Calls `wake` once the page has loaded and the browser is idle (or at once where there is no idle callback). */
function useWhenIdle(wake: () => void) {
  useEffect(() => {
    let cancel = () => {};
    const schedule = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(wake, { timeout: 2000 });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(wake, 0);
        cancel = () => window.clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      cancel();
    };
  }, [wake]);
}

/**
 * The carousel with its scrolling engine (embla-carousel) loaded after the page: the first slide, the controls and the
 * layout are there from the first paint, so the page's script and largest paint do not wait for the engine; it starts
 * once the browser is idle after load, or at once when a pointer or the focus comes to the carousel, and a press made
 * meanwhile is done when it runs. For a carousel at the top of a first page (the home banners).
 */
export function IdleCarousel(props: CarouselProps) {
  const reducedMotion = useReducedMotion();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [awake, setAwake] = useState(false);
  const [engine, setEngine] = useState<CarouselEngine | undefined>(undefined);
  const wake = useCallback(() => setAwake(true), []);
  useWhenIdle(wake);
  const options = engineOptionsOf(props.slides.length, props.loop, props.startIndex, reducedMotion);
  return (
    <>
      <CarouselView {...props} engine={engine} viewportRef={setViewport} reducedMotion={reducedMotion} onWake={wake} />
      {awake && viewport ? (
        <Suspense fallback={null}>
          <EmblaEngine viewport={viewport} options={options} onEngine={setEngine} />
        </Suspense>
      ) : null}
    </>
  );
}
