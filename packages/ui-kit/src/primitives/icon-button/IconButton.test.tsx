import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CloseIcon } from '../../icons/icons';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, not by the icon, and shows the label as a tooltip', () => {
    render(<IconButton label="Close" icon={<CloseIcon />} />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('title', 'Close');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('calls onClick', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Refresh" icon={<CloseIcon />} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
