import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Disclosure } from './Disclosure';

function Example() {
  return (
    <>
      <Disclosure
        label="Wallets"
        trigger={(props) => (
          <button type="button" {...props}>
            Wallets
          </button>
        )}
      >
        {(close) => (
          <button type="button" onClick={close}>
            Transfer
          </button>
        )}
      </Disclosure>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('Disclosure', () => {
  it('shows its panel under the button and says so with aria-expanded', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Wallets' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Wallets' })).toBeNull();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Wallets' })).toHaveAttribute('id', trigger.getAttribute('aria-controls'));
  });

  it('closes on Escape and returns focus to its button', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Wallets' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Transfer' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Wallets' })).toHaveFocus();
  });

  it('closes when the pointer or the focus goes elsewhere', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Wallets' }));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Wallets' }));
    await user.tab();
    await user.tab();
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  });

  it('lets the panel close itself, focus back on the button', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Wallets' }));
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(screen.getByRole('button', { name: 'Wallets' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Wallets' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('measures the room under its button into --disclosure-available-height, and again when the window resizes', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Wallets' });
    const root = trigger.parentElement as HTMLElement;
    root.getBoundingClientRect = () => ({ bottom: 100 }) as DOMRect;
    await user.click(trigger);
    const panel = screen.getByRole('group', { name: 'Wallets' });
    // The window's height, less the trigger's bottom, the 6 px gap and a 16 px margin.
    expect(panel.style.getPropertyValue('--disclosure-available-height')).toBe(`${window.innerHeight - 122}px`);
    root.getBoundingClientRect = () => ({ bottom: window.innerHeight - 50 }) as DOMRect;
    window.dispatchEvent(new Event('resize'));
    // Never below the floor: a window too short scrolls the page instead.
    expect(panel.style.getPropertyValue('--disclosure-available-height')).toBe('160px');
  });
});
