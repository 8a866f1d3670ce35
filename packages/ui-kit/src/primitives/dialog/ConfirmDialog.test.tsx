import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function Harness(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      title="Log out?"
      message="You will need to log in again."
      onConfirm={() => {}}
      {...props}
      open={open}
      onOpenChange={(next) => {
        props.onOpenChange?.(next);
        setOpen(next);
      }}
    />
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog with cancel and confirm; confirm runs the action and closes', async () => {
    const onConfirm = vi.fn();
    await renderWithI18n(<Harness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Log out?' });
    expect(dialog).toHaveAccessibleDescription('You will need to log in again.');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('cancels with the cancel button or Escape, without confirming', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await renderWithI18n(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('starts on cancel for a critical action and uses the given labels', async () => {
    await renderWithI18n(<Harness tone="critical" confirmLabel="Terminate" cancelLabel="Keep" />);
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Terminate' })).toBeInTheDocument();
  });

  it('stays open and busy while the action runs, then closes when it succeeds', async () => {
    let finish: () => void = () => {};
    const onConfirm = () => new Promise<void>((resolve) => (finish = resolve));
    await renderWithI18n(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'OK' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open when the action fails, so the player can retry', async () => {
    const onConfirm = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(undefined);
    await renderWithI18n(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
