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

describe('CentreForm checks', () => {
  const limits: CentreFormField[] = [
    {
      name: 'wallet',
      label: 'Wallet',
      kind: 'select',
      placeholder: 'Choose',
      options: [{ value: 'main', label: 'Main' }],
    },
    { name: 'amount', label: 'Amount', kind: 'amount', min: 10, max: 500, formatLimit: (value) => `¤${value}` },
    {
      name: 'confirm',
      label: 'Confirm',
      kind: 'text',
      required: false,
      validate: (value, values, found) => (!found.amount && value !== values.amount ? 'Not the same' : null),
    },
  ];

  it('asks for a choice where a select starts empty, and writes an amount limit in the given form', async () => {
    const onSubmit = vi.fn();
    await renderWithI18n(<CentreForm fields={limits} submitLabel="Send" onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '600' } });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(screen.getByLabelText(/^Wallet/)).toHaveAccessibleDescription(/Wallet/);
    expect(screen.getByLabelText(/^Amount/)).toHaveAccessibleDescription(/¤500/);
    // The confirmation's check is not said while the amount itself is wrong.
    expect(screen.queryByText('Not the same')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('runs an optional field’s own check on an empty value, and the form-wide check last', async () => {
    const onSubmit = vi.fn().mockResolvedValue({ ok: true });
    const check = vi.fn().mockReturnValue({ field: 'amount', message: 'Over the balance' });
    await renderWithI18n(<CentreForm fields={limits} submitLabel="Send" check={check} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/^Wallet/), { target: { value: 'main' } });
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '20' } });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(screen.getByText('Not the same')).toBeInTheDocument();
    expect(check).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Confirm/), { target: { value: '20' } });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(check).toHaveBeenCalledWith({ wallet: 'main', amount: '20', confirm: '20' });
    expect(screen.getByText('Over the balance')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('CentreForm amounts by their currency', () => {
  const amountIn = (currency?: string): CentreFormField[] => [
    { name: 'amount', label: 'Amount', kind: 'amount', currency },
  ];
  const send = (value: string) => {
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value } });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
  };

  it('refuses a VND amount with decimals in words, sends nothing, and keeps what was typed', async () => {
    const onSubmit = vi.fn();
    await renderWithI18n(<CentreForm fields={amountIn('VND')} submitLabel="Send" onSubmit={onSubmit} />);
    expect(screen.getByLabelText(/^Amount/)).toHaveAttribute('inputmode', 'numeric');
    send('100.5');
    expect(screen.getByLabelText(/^Amount/)).toHaveAccessibleDescription(
      'This currency has no decimals: enter a whole amount.',
    );
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('100.5');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a whole VND amount as typed', async () => {
    const onSubmit = vi.fn().mockResolvedValue({ ok: true });
    await renderWithI18n(<CentreForm fields={amountIn('VND')} submitLabel="Send" onSubmit={onSubmit} />);
    await act(async () => send('250000'));
    expect(onSubmit).toHaveBeenCalledWith({ amount: '250000' });
  });

  it('takes two decimals in CNY, and without a currency, and says how many when there are more', async () => {
    const onSubmit = vi.fn().mockResolvedValue({ ok: true });
    await renderWithI18n(<CentreForm fields={amountIn('CNY')} submitLabel="Send" onSubmit={onSubmit} />);
    expect(screen.getByLabelText(/^Amount/)).toHaveAttribute('inputmode', 'decimal');
    send('12.345');
    expect(screen.getByLabelText(/^Amount/)).toHaveAccessibleDescription('Enter an amount with at most 2 decimals.');
    await act(async () => send('12.34'));
    expect(onSubmit).toHaveBeenCalledWith({ amount: '12.34' });
  });

  it('refuses an amount that is not above 0', async () => {
    await renderWithI18n(<CentreForm fields={amountIn()} submitLabel="Send" onSubmit={vi.fn()} />);
    send('-5');
    expect(screen.getByLabelText(/^Amount/)).toHaveAccessibleDescription('Enter an amount above 0.');
  });
});
