import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { Select } from './Select';

const options = [
  { value: '1', label: 'Deposit issues' },
  { value: '2', label: 'Withdraw issues' },
  { value: '0', label: 'Other', disabled: true },
];

describe('Select', () => {
  it('is a combobox named by its label, described by hint and error', async () => {
    await renderWithI18n(
      <Select label="Question type" options={options} placeholder="Choose" hint="Pick one" error="Required" />,
    );
    const combobox = screen.getByRole('combobox', { name: 'Question type' });
    expect(combobox).toHaveAccessibleDescription('Pick one Required');
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveTextContent('Choose');
  });

  it('opens from the keyboard and reports the chosen value', async () => {
    const onValueChange = vi.fn();
    await renderWithI18n(<Select label="Question type" options={options} onValueChange={onValueChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Question type' });
    combobox.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Withdraw issues' }));
    expect(onValueChange).toHaveBeenCalledWith('2');
    expect(combobox).toHaveTextContent('Withdraw issues');
  });

  it('shows the controlled value', async () => {
    await renderWithI18n(<Select label="Question type" options={options} value="1" />);
    expect(screen.getByRole('combobox')).toHaveTextContent('Deposit issues');
  });
});
