import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { Button } from '../button/Button';
import { Dialog } from './Dialog';

function WithTrigger({ dismissible = true }: { dismissible?: boolean }) {
  return (
    <Dialog
      title="Change password"
      description="Use 6 to 16 characters."
      dismissible={dismissible}
      trigger={<Button>Open</Button>}
      footer={<Button>Save</Button>}
    >
      <input aria-label="New password" />
    </Dialog>
  );
}

function Controlled({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      hideTitle
      title="Recommended games"
      onOpenChange={(next) => {
        onOpenChange(next);
        setOpen(next);
      }}
    >
      body
    </Dialog>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    await renderWithI18n(<WithTrigger />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    expect(dialog).toHaveAccessibleDescription('Use 6 to 16 characters.');
  });

  it('moves focus in, keeps it inside on Tab, and gives it back to the trigger on close', async () => {
    await renderWithI18n(<WithTrigger />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape', async () => {
    await renderWithI18n(<WithTrigger />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cannot be dismissed when the step must be finished: no close button, Escape ignored', async () => {
    await renderWithI18n(<WithTrigger dismissible={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('reports open changes when controlled and can hide its title visually but not from screen readers', async () => {
    const onOpenChange = vi.fn();
    await renderWithI18n(<Controlled onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog', { name: 'Recommended games' })).not.toHaveAttribute('aria-describedby');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
