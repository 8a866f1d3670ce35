import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { CentreForm, type CentreFormField } from './CentreForm';

const fields: CentreFormField[] = [
  { name: 'shares', label: 'Shares', kind: 'integer', validate: (value) => (Number(value) > 500 ? 'Too many' : null) },
  { name: 'paymentPassword', label: 'Payment password', kind: 'password' },
];

describe('CentreForm focus', () => {
  it('moves focus to the first invalid field as the errors show, not a frame later', async () => {
    // No animation frame ever comes: a busy device can hold one back for hundreds of milliseconds, and focus moving
    // then would take the player's next keystrokes into this field.
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    await renderWithI18n(<CentreForm fields={fields} submitLabel="Send" onSubmit={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/^Shares/), { target: { value: '600' } });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(screen.getByLabelText(/^Shares/)).toHaveFocus();
    // Typing into another field after the errors are shown stays there.
    screen.getByLabelText(/^Payment password/).focus();
    fireEvent.change(screen.getByLabelText(/^Payment password/), { target: { value: 'Wrong999' } });
    await act(async () => undefined);
    expect(screen.getByLabelText(/^Payment password/)).toHaveFocus();
    expect(screen.getByLabelText(/^Shares/)).toHaveValue('600');
    frame.mockRestore();
  });

  it('moves focus to the field a refusal names once the answer comes', async () => {
    const onSubmit = vi.fn().mockResolvedValue({ ok: false, field: 'paymentPassword', message: 'Wrong password' });
    await renderWithI18n(<CentreForm fields={fields} submitLabel="Send" onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/^Shares/), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(/^Payment password/), { target: { value: 'Wrong999' } });
    screen.getByRole('button', { name: 'Send' }).focus();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Payment password/)).toHaveFocus();
    expect(screen.getByLabelText(/^Payment password/)).toHaveValue('Wrong999');
  });
});
