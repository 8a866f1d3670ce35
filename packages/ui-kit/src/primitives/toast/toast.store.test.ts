import { describe, expect, it, vi } from 'vitest';
import { createToastStore, toastDefaults } from './toast.store';

describe('createToastStore', () => {
  it('shows a toast with the spec defaults: info, 4500 ms, not persistent', () => {
    const store = createToastStore();
    const id = store.show({ title: 'Saved' });
    expect(store.getSnapshot()).toEqual([{ id, title: 'Saved', tone: 'info', duration: 4500, persistent: false }]);
    expect(toastDefaults).toMatchObject({ durationMs: 4500, gapPx: 16 });
  });

  it('replaces a toast shown again with the same id, moving it to the end', () => {
    const store = createToastStore();
    store.show({ id: 'balance', title: 'Old' });
    store.show({ title: 'Other' });
    store.show({ id: 'balance', title: 'New' });
    expect(store.getSnapshot().map((toast) => toast.title)).toEqual(['Other', 'New']);
  });

  it('drops the oldest toasts that would time out when too many pile up, never a persistent one', () => {
    const store = createToastStore({ maxVisible: 3 });
    store.show({ title: 'event', persistent: true });
    store.show({ title: 'a' });
    store.show({ title: 'b' });
    store.show({ title: 'c' });
    expect(store.getSnapshot().map((toast) => toast.title)).toEqual(['event', 'b', 'c']);
  });

  it('keeps every persistent toast even past the limit', () => {
    const store = createToastStore({ maxVisible: 2 });
    for (const title of ['1', '2', '3']) store.show({ title, persistent: true });
    expect(store.getSnapshot()).toHaveLength(3);
  });

  it('dismisses and clears, telling subscribers only when something changed', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.show({ title: 'a' });
    store.show({ title: 'b' });
    store.dismiss(id);
    store.dismiss('missing');
    expect(store.getSnapshot().map((toast) => toast.title)).toEqual(['b']);
    store.clear();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    store.show({ title: 'c' });
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('takes another default duration', () => {
    const store = createToastStore({ durationMs: 3000 });
    store.show({ title: 'a' });
    expect(store.getSnapshot()[0]?.duration).toBe(3000);
  });
});
