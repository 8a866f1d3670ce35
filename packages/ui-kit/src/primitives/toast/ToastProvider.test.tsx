import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { isMissingProviderError } from '../../shared/errors';
import { ToastProvider, useToast } from './ToastProvider';
import { createToastStore } from './toast.store';

afterEach(() => vi.useRealTimers());

function Shows() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show({ title: 'From a component' })}>
      show
    </button>
  );
}

describe('ToastProvider', () => {
  it('shows toasts from its store and removes them after 4500 ms', async () => {
    const store = createToastStore();
    await renderWithI18n(<ToastProvider store={store} />);
    vi.useFakeTimers();
    act(() => {
      store.show({ title: 'Deposit received', description: '500.00 credited' });
    });
    expect(screen.getByText('Deposit received')).toBeInTheDocument();
    expect(screen.getByText('500.00 credited')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(
      screen.getByText('Deposit received'),
    );
    act(() => vi.advanceTimersByTime(4400));
    expect(screen.getByText('Deposit received')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Deposit received')).not.toBeInTheDocument();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps a persistent toast until the player dismisses it', async () => {
    const store = createToastStore();
    await renderWithI18n(<ToastProvider store={store} />);
    vi.useFakeTimers();
    act(() => {
      store.show({ title: 'You won a raffle', persistent: true });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('You won a raffle')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByText('You won a raffle')).not.toBeInTheDocument();
  });

  it('offers the optional action', async () => {
    const store = createToastStore();
    const onAction = vi.fn();
    await renderWithI18n(<ToastProvider store={store} />);
    act(() => {
      store.show({ title: 'New reward', action: { label: 'Go', altText: 'Open the reward centre', onAction } });
    });
    act(() => screen.getByRole('button', { name: 'Go' }).click());
    expect(onAction).toHaveBeenCalledOnce();
  });

  it('gives components useToast(), and refuses it outside a provider with a typed error', async () => {
    await renderWithI18n(
      <ToastProvider>
        <Shows />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'show' }).click());
    expect(screen.getByText('From a component')).toBeInTheDocument();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    let caught: unknown;
    try {
      render(<Shows />);
    } catch (error) {
      caught = error;
    }
    expect(isMissingProviderError(caught)).toBe(true);
  });
});
