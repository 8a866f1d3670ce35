import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'E', label: 'E-mail' },
  { value: 'G', label: 'Authenticator', description: 'Google Authenticator code' },
  { value: 'S', label: 'SMS' },
];

describe('RadioGroup', () => {
  it('is a radio group named by its label, each radio named by its own label', () => {
    render(<RadioGroup label="Verify with" options={options} defaultValue="E" />);
    expect(screen.getByRole('radiogroup', { name: 'Verify with' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Authenticator' })).toHaveAccessibleDescription(
      'Google Authenticator code',
    );
  });

  it('is one tab stop; arrow keys move along it and space selects', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup label="Verify with" options={options} defaultValue="E" onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'E-mail' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Authenticator' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Authenticator' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('G');
  });

  it('selects on label click and carries the error', async () => {
    render(<RadioGroup label="Verify with" options={options} error="Choose a method" />);
    await userEvent.click(screen.getByText('SMS'));
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked();
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Choose a method');
  });
});
