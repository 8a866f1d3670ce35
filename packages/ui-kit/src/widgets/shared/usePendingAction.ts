import { useCallback, useEffect, useRef, useState } from 'react';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/**
 * Runs a callback that may return a promise and reports `pending` until it settles: the busy state of a submit or
 * refresh button. A second run while pending is ignored (no double submits). A rejection is swallowed here, since
 * the caller reports its own failures; `run` resolves to `{ ok }` so the widget can tell success from failure.
 */
export function usePendingAction<Args extends unknown[]>(action: (...args: Args) => unknown) {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const mounted = useRef(true);
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: Args): Promise<{ ok: boolean; value?: unknown }> => {
    if (running.current) return { ok: false };
    // A synchronous throw is a bug in the caller, not a failed request: it propagates.
    const result = latest.current(...args);
    if (!isThenable(result)) return { ok: true, value: result };
    running.current = true;
    setPending(true);
    try {
      return { ok: true, value: await result };
    } catch {
      return { ok: false };
    } finally {
      running.current = false;
      if (mounted.current) setPending(false);
    }
  }, []);

  return { pending, run };
}
