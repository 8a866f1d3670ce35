/**
 * player-site §9: "carousel 2500 ms default"; points-centres-lottery §9: "swiper loops over 5 images" (the redeem
 * dialog's photo swiper, and by extension every carousel that is not told otherwise).
 */
export const carouselDefaults = {
  intervalMs: 2500,
  /** Loops only with more slides than this. */
  loopAbove: 5,
} as const;

/** `'auto'` loops only past `loopAbove` slides; a boolean forces it. */
export function shouldLoop(slideCount: number, loop: boolean | 'auto' = 'auto'): boolean {
  return loop === 'auto' ? slideCount > carouselDefaults.loopAbove : loop && slideCount > 1;
}

/** The slide autoplay goes to next: the following one, or back to the first at the end of a carousel that does not loop. */
export function nextAutoplayIndex(selected: number, slideCount: number): number {
  return slideCount === 0 ? 0 : (selected + 1) % slideCount;
}

/** embla's options for a carousel: loop only past 5 slides by default, aligned to the start, no motion when reduced. */
export function engineOptionsOf(
  slideCount: number,
  loop: boolean | 'auto' = 'auto',
  startIndex = 0,
  reducedMotion = false,
) {
  return { loop: shouldLoop(slideCount, loop), startIndex, align: 'start' as const, duration: reducedMotion ? 0 : 25 };
}
