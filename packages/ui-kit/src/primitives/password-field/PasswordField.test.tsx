import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, then shows it and keeps the text', async () => {
    await renderWithI18n(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    await userEvent.type(input, 's3cret');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('s3cret');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveFocus();
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('asks the browser for the current password by default and never capitalises it', async () => {
    await renderWithI18n(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(input).toHaveAttribute('autocapitalize', 'off');
  });
});
