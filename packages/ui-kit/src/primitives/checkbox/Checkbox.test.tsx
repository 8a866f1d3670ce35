import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles from its label and from the space bar', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="I accept the user agreement" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'I accept the user agreement' });
    await userEvent.click(screen.getByText('I accept the user agreement'));
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('is described by its description and error', () => {
    render(<Checkbox label="Remember me" description="On this device only" error="Needed to continue" />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).toHaveAccessibleDescription('On this device only Needed to continue');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('reports the mixed state', () => {
    render(<Checkbox label="All games" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: 'All games' })).toHaveAttribute('aria-checked', 'mixed');
  });
});
