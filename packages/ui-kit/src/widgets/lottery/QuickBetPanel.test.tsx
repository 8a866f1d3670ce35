import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { QuickBetPanel } from './QuickBetPanel';

const bets = [{ id: 'CQSSC', gameName: 'Chongqing SSC', numbers: ['3', '1', '4', '1', '5'] }];

/** Types `stake` and presses the bet button; answers the bet callback. */
async function betWith(stake: string, currency: string | null) {
  const onBet = vi.fn().mockResolvedValue({ ok: true, numero: '20260101-0245' });
  await renderWithI18n(<QuickBetPanel bets={bets} onReroll={vi.fn()} onBet={onBet} currency={currency} />);
  fireEvent.change(screen.getByRole('textbox', { name: /^Stake/ }), { target: { value: stake } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /^Place bet/ }));
  });
  return onBet;
}

describe("QuickBetPanel's stake, by the currency's digits", () => {
  it('refuses a VND stake with decimals in words, sends nothing, and keeps what was typed', async () => {
    const onBet = await betWith('2.5', 'VND');
    const stake = screen.getByRole('textbox', { name: /^Stake/ });
    expect(stake).toHaveAccessibleDescription('This currency has no decimals: enter a whole amount.');
    expect(stake).toHaveValue('2.5');
    expect(stake).toHaveAttribute('inputmode', 'numeric');
    expect(onBet).not.toHaveBeenCalled();
  });

  it('sends a whole VND stake as typed', async () => {
    const onBet = await betWith('3', 'VND');
    expect(onBet).toHaveBeenCalledWith(expect.objectContaining({ id: 'CQSSC' }), 3);
  });

  it('sends a CNY stake with cents unrounded, and refuses a third decimal', async () => {
    const sent = await betWith('2.55', 'CNY');
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ id: 'CQSSC' }), 2.55);
    expect(screen.getByRole('textbox', { name: /^Stake/ })).toHaveAttribute('inputmode', 'decimal');
  });

  it('refuses a third decimal where the currency has two (or is not known)', async () => {
    const onBet = await betWith('2.555', null);
    expect(screen.getByRole('textbox', { name: /^Stake/ })).toHaveAccessibleDescription(
      'Enter an amount with at most 2 decimals.',
    );
    expect(onBet).not.toHaveBeenCalled();
  });

  it('asks for the smallest stake when the stake is too small or not a number', async () => {
    const onBet = await betWith('abc', 'VND');
    expect(screen.getByRole('textbox', { name: /^Stake/ })).toHaveAccessibleDescription('Enter a stake of at least 1');
    expect(onBet).not.toHaveBeenCalled();
  });
});
