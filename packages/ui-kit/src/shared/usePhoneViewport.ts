import { useSyncExternalStore } from 'react';
import { isPhoneViewport, media } from '../theme/media';

const subscribe = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(media.phone);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/**
 * True while the phone layout applies (`media.phone`); follows rotation and resizing live. For what a phone should not
 * load at all (the right bar's column); what only looks different is CSS (`'@media': { [media.phone]: ... }`).
 */
export function usePhoneViewport(): boolean {
  return useSyncExternalStore(subscribe, isPhoneViewport, () => false);
}
