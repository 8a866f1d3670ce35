import useEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';
import type { CarouselEngine } from './CarouselView';

export interface EmblaEngineProps {
  /** The carousel's viewport, already on screen. */
  viewport: HTMLDivElement;
  options: Parameters<typeof useEmblaCarousel>[0];
  onEngine: (engine: CarouselEngine | undefined) => void;
}

/** Starts embla on a viewport that is already on screen and hands its API up (the idle carousel's lazy part). */
export default function EmblaEngine({ viewport, options, onEngine }: EmblaEngineProps) {
  const [attach, embla] = useEmblaCarousel(options);
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    onEngine(embla);
    return () => onEngine(undefined);
  }, [embla, onEngine]);
  return null;
}
