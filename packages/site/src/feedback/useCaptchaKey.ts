import { useRef, useState } from 'react';

/** The key of the captcha image on screen, read when sending (a ref: a new image must not re-render the form). */
export function useCaptchaKey() {
  const key = useRef<string | null>(null);
  const [handle] = useState(() => ({
    get current() {
      return key.current;
    },
    set: (next: string | null) => {
      key.current = next;
    },
  }));
  return handle;
}
