import {
  type Clock,
  type CountdownTimers,
  createPasswordChangeLock,
  createSmsCodeButton,
  type DelayLockStore,
  type SmsCodeStore,
  type SmsPurpose,
  type SmsSendResult,
} from '@platform/countdown';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';

/** The clock and timers of @platform/countdown: the site passes its server clock; tests pass fakes. */
export interface CountdownRuntime {
  /** @default the local clock; pass the site's `ServerClock` so server deadlines (expirationTime) line up */
  clock?: Clock;
  /** @default globalThis.setTimeout / clearTimeout */
  timers?: CountdownTimers;
}

/**
 * One SMS code button machine for the life of the component (player-site §4: ready, loading, countdown, ready).
 * Unmounting resets it (timer stopped, a send in flight ignored) rather than disposing it, so React's StrictMode
 * remount finds a working machine. `send` may change between renders; the machine always calls the latest one.
 */
export function useSmsCodeMachine(
  purpose: SmsPurpose,
  send: () => Promise<SmsSendResult | undefined>,
  options: CountdownRuntime & { onError?: (error: unknown) => void } = {},
) {
  const latest = useRef({ send, onError: options.onError });
  latest.current = { send, onError: options.onError };
  const [store] = useState<SmsCodeStore>(() =>
    createSmsCodeButton({
      purpose,
      send: () => latest.current.send(),
      onError: (error) => latest.current.onError?.(error),
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.timers ? { timers: options.timers } : {}),
    }),
  );
  useEffect(() => () => store.reset(), [store]);
  const snapshot = useSnapshot(store);
  return { store, snapshot };
}

/** The 3000 ms lock after a password change is submitted (points §9), released on unmount. */
export function usePasswordChangeLock(runtime: CountdownRuntime = {}) {
  const [store] = useState<DelayLockStore>(() =>
    createPasswordChangeLock({
      ...(runtime.clock ? { clock: runtime.clock } : {}),
      ...(runtime.timers ? { timers: runtime.timers } : {}),
    }),
  );
  useEffect(() => () => store.release(), [store]);
  const snapshot = useSnapshot(store);
  return { store, snapshot };
}
