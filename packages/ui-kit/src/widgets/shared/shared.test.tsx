import { createTranslator, type Messages } from '@platform/i18n';
import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { translateWithNodes } from './interpolate';
import { formatAmount } from './money';
import { chunk, pageCountOf, pageOf } from './paging';
import { SmsCodeButton } from './SmsCodeButton';
import { usePendingAction } from './usePendingAction';

describe('paging', () => {
  it('slices pages from 1 and counts at least one page', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(items, 3, 10)).toEqual([20, 21, 22]);
    expect(pageOf(items, 0, 10)).toEqual(items.slice(0, 10));
    expect(pageCountOf(23, 10)).toBe(3);
    expect(pageCountOf(0, 10)).toBe(1);
    expect(chunk(items, 12).map((group) => group.length)).toEqual([12, 11]);
  });
});

describe('formatAmount', () => {
  it('rounds half up and puts the symbol where the merchant says', () => {
    expect(formatAmount(1.005, { currencySymbol: '¥' }, 'CN')).toBe('¥1.01');
    expect(formatAmount(1234.5, { currencySymbol: '₫', currencyPosition: 'B' }, 'VI')).toBe('1.234,50\u00a0₫');
  });

  it("shows the currency's own digits when its code is known: none for VND and JPY, two for CNY and THB", () => {
    const vnd = { currency: 'VND', currencySymbol: '₫', currencyPosition: 'B' } as const;
    expect(formatAmount(1234567, vnd, 'VI')).toBe('1.234.567\u00a0₫');
    expect(formatAmount(1234.5, vnd, 'VI')).toBe('1.235\u00a0₫');
    expect(formatAmount(5000, { currency: 'JPY', currencySymbol: '¥' }, 'JA')).toBe('¥5,000');
    expect(formatAmount(5000, { currency: 'CNY', currencySymbol: '¥' }, 'CN')).toBe('¥5,000.00');
    expect(formatAmount(5000, { currency: 'THB', currencySymbol: '฿' }, 'TH')).toBe('฿5,000.00');
  });
});

describe('translateWithNodes', () => {
  it('puts elements where each language places the placeholder', () => {
    const t = createTranslator({ 'accounts.register.agreement': 'I agree to the {agreement}.' } as unknown as Messages);
    render(<p>{translateWithNodes(t, 'accounts.register.agreement', { agreement: <a href="/terms">terms</a> })}</p>);
    expect(screen.getByRole('paragraph')).toHaveTextContent('I agree to the terms.');
    expect(screen.getByRole('link', { name: 'terms' })).toBeInTheDocument();
  });
});

describe('usePendingAction', () => {
  it('is pending until the promise settles, ignores a second run meanwhile, and reports failure', async () => {
    let reject: (error: Error) => void = () => {};
    const action = vi.fn(() => new Promise((_, fail) => (reject = fail)));
    const { result } = renderHook(() => usePendingAction(action));
    let outcome: Promise<{ ok: boolean }> = Promise.resolve({ ok: true });
    act(() => {
      outcome = result.current.run();
    });
    expect(result.current.pending).toBe(true);
    await act(async () => expect(await result.current.run()).toEqual({ ok: false }));
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => reject(new Error('refused')));
    expect(await outcome).toEqual({ ok: false });
    expect(result.current.pending).toBe(false);
  });

  it('passes a synchronous value straight through', async () => {
    const { result } = renderHook(() => usePendingAction((n: number) => n * 2));
    await act(async () => expect(await result.current.run(21)).toEqual({ ok: true, value: 42 }));
  });
});

describe('SmsCodeButton', () => {
  it('reads get code, sending, the seconds left (still focusable), then resend, and announces the send', async () => {
    const onSend = vi.fn();
    const { messages, rerender } = await renderWithI18n(
      <SmsCodeButton phase="ready" remainingSeconds={0} onSend={onSend} />,
    );
    const t = createTranslator(messages as Messages);
    screen.getByRole('button', { name: t('accounts.smsCode.send') }).click();
    expect(onSend).toHaveBeenCalledTimes(1);
    rerender(<SmsCodeButton phase="loading" remainingSeconds={0} onSend={onSend} />);
    expect(screen.getByRole('button', { name: t('accounts.smsCode.sending') })).toHaveAttribute('aria-busy', 'true');
    rerender(<SmsCodeButton phase="countdown" remainingSeconds={57} onSend={onSend} />);
    const counting = screen.getByRole('button', { name: t('accounts.smsCode.countdown', { seconds: 57 }) });
    expect(counting).toHaveAttribute('aria-disabled', 'true');
    counting.click();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByText(t('accounts.smsCode.sent'))).toBeInTheDocument();
    rerender(<SmsCodeButton phase="ready" remainingSeconds={0} onSend={onSend} />);
    expect(screen.getByRole('button', { name: t('accounts.smsCode.resend') })).toBeInTheDocument();
  });
});
