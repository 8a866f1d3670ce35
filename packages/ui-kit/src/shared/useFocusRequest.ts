import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Moves focus to a form's field as soon as React has drawn the state that names it (the first invalid field after a
 * submit, the field a refusal concerns): `const focusField = useFocusRequest((name) => form.current?.querySelector(...))`.
 *
 * In a layout effect, not an animation frame: a frame can come hundreds of milliseconds later on a busy phone, and a
 * focus moving then takes the player's next keystrokes into another field (the browser tests caught a payment
 * password typed into "Shares" that way).
 */
export function useFocusRequest(find: (name: string) => HTMLElement | null | undefined): (name: string) => void {
  // A new object each time: asking for the same field twice focuses it twice.
  const [request, setRequest] = useState<{ name: string } | null>(null);
  const finder = useRef(find);
  finder.current = find;
  useLayoutEffect(() => {
    if (request) finder.current(request.name)?.focus();
  }, [request]);
  return useCallback((name: string) => setRequest({ name }), []);
}
