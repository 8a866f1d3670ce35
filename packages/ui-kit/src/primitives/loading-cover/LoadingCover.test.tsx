import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { LoadingCover, loadingCoverMaxMs } from './LoadingCover';

afterEach(() => vi.useRealTimers());

describe('LoadingCover', () => {
  it('covers the content, rendered underneath, until it has loaded', async () => {
    const { rerender } = await renderWithI18n(
      <LoadingCover loaded={false}>
        <p>Centre page</p>
      </LoadingCover>,
    );
    expect(screen.getByText('Centre page')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(
      <LoadingCover loaded>
        <p>Centre page</p>
      </LoadingCover>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goes after 3 s even if loading never finishes, and stays gone', async () => {
    expect(loadingCoverMaxMs).toBe(3000);
    vi.useFakeTimers();
    const { rerender, container } = await renderWithI18n(<LoadingCover loaded={false} />);
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).not.toHaveAttribute('aria-busy');
    rerender(<LoadingCover loaded={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('does not come back when loaded turns false again', async () => {
    const { rerender } = await renderWithI18n(<LoadingCover loaded />);
    rerender(<LoadingCover loaded={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
