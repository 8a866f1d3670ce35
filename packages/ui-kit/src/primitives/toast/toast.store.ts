import type { ReactNode } from 'react';

/** player-site §9: "toast default 4500 ms, gap 16 px". */
export const toastDefaults = {
  durationMs: 4500,
  gapPx: 16,
  /** The oldest toast that can time out leaves when a newer one would make more than this many. */
  maxVisible: 5,
} as const;

export type ToastTone = 'info' | 'positive' | 'warning' | 'critical';

export interface ToastAction {
  label: ReactNode;
  /** Radix needs a plain-text alternative saying how to reach the action without the toast. */
  altText: string;
  onAction: () => void;
}

export interface ToastOptions {
  /** Reusing an id replaces that toast (a balance update that supersedes the last one). */
  id?: string;
  /** @default 'info' */
  tone?: ToastTone;
  title: ReactNode;
  description?: ReactNode;
  /** @default 4500 */
  duration?: number;
  /** Stays until dismissed (player-site §4: event toasts persist). @default false */
  persistent?: boolean;
  action?: ToastAction;
}

export interface Toast extends Omit<ToastOptions, 'id' | 'tone' | 'duration' | 'persistent'> {
  id: string;
  tone: ToastTone;
  duration: number;
  persistent: boolean;
}

export interface ToastStore {
  /** Shows a toast and returns its id. */
  show(options: ToastOptions): string;
  dismiss(id: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Toast[];
}

export interface ToastStoreOptions {
  /** @default 5 */
  maxVisible?: number;
  /** @default 4500 */
  durationMs?: number;
}

/**
 * The toast queue, outside React so that anything (a realtime message handler, an error table) can show a toast.
 * `ToastProvider` renders it; `useToast()` reaches it from components.
 */
export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  const { maxVisible, durationMs } = {
    maxVisible: toastDefaults.maxVisible,
    durationMs: toastDefaults.durationMs,
    ...options,
  };
  let toasts: readonly Toast[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const set = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  return {
    show(input) {
      counter += 1;
      const toast: Toast = {
        ...input,
        id: input.id ?? `toast-${counter}`,
        tone: input.tone ?? 'info',
        duration: input.duration ?? durationMs,
        persistent: input.persistent ?? false,
      };
      let next = [...toasts.filter((existing) => existing.id !== toast.id), toast];
      // Over the limit, drop the oldest toasts that would have timed out anyway; persistent ones wait for the player.
      while (next.length > maxVisible) {
        const oldest = next.findIndex((existing) => !existing.persistent);
        if (oldest === -1 || next[oldest] === toast) break;
        next = next.filter((_, index) => index !== oldest);
      }
      set(next);
      return toast.id;
    },
    dismiss(id) {
      if (toasts.some((toast) => toast.id === id)) set(toasts.filter((toast) => toast.id !== id));
    },
    clear() {
      if (toasts.length > 0) set([]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}
