import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogPending } from './DialogPending';
import { useNoOtherDialog } from './useNoOtherDialog';

function Probe() {
  return <output>{useNoOtherDialog() ? 'free' : 'busy'}</output>;
}

describe('useNoOtherDialog', () => {
  it('counts a dialog whose chunk is still loading: the next one waits for it', async () => {
    const { rerender } = render(
      <>
        <Probe />
        <DialogPending />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('busy');
    // The dialog arrives and opens: still busy; closed: free.
    rerender(
      <>
        <Probe />
        <div role="dialog" data-state="open" />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('busy');
    await act(async () => {
      rerender(<Probe />);
    });
    expect(screen.getByRole('status')).toHaveTextContent('free');
  });
});
