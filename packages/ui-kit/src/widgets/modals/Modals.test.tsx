import { createTranslator, type Messages } from '@platform/i18n';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { makeGames } from '../lobby/lobby.fixtures.test-helpers';
import { DepositPrompt } from './DepositPrompt';
import { HotGamesModal } from './HotGamesModal';
import { UnavailableDomainModal } from './UnavailableDomainModal';

describe('UnavailableDomainModal', () => {
  it('retries (busy until the ping settles) or opens customer service, and cannot be dismissed', async () => {
    let finish: () => void = () => {};
    const onRetry = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onCustomerService = vi.fn();
    const user = userEvent.setup({ delay: null });
    const { messages } = await renderWithI18n(
      <UnavailableDomainModal open onRetry={onRetry} onCustomerService={onCustomerService} />,
    );
    const t = createTranslator(messages as Messages);
    const modal = screen.getByRole('alertdialog', { name: t('errors.domain.unavailableTitle') });
    expect(modal).toHaveAccessibleDescription(t('errors.domain.unavailableMessage'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    const retry = within(modal).getByRole('button', { name: t('common.retry') });
    await user.click(retry);
    expect(retry).toHaveAttribute('aria-busy', 'true');
    await user.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await user.click(within(modal).getByRole('button', { name: t('common.customerService') }));
    expect(onCustomerService).toHaveBeenCalledTimes(1);
  });
});

describe('HotGamesModal', () => {
  it('puts the recommended games 12 to a slide, with the maintenance window above them', async () => {
    const { messages } = await renderWithI18n(
      <HotGamesModal
        open
        onOpenChange={vi.fn()}
        games={makeGames(30)}
        onPlay={vi.fn()}
        maintenance={{ start: '2024-05-01 02:00', end: '2024-05-01 06:00' }}
      />,
    );
    const t = createTranslator(messages as Messages);
    const modal = screen.getByRole('dialog', { name: t('lobby.hotGames.title') });
    const slides = within(modal).getAllByRole('group');
    expect(slides.map((slide) => within(slide).getAllByRole('article').length)).toEqual([12, 12, 6]);
    expect(
      within(modal).getByText(t('lobby.maintenancePeriod', { start: '2024-05-01 02:00', end: '2024-05-01 06:00' }), {
        exact: false,
      }),
    ).toBeInTheDocument();
  });

  it('launches a recommended game', async () => {
    const onPlay = vi.fn();
    const user = userEvent.setup({ delay: null });
    const { messages } = await renderWithI18n(
      <HotGamesModal open onOpenChange={vi.fn()} games={makeGames(3)} onPlay={onPlay} />,
    );
    const t = createTranslator(messages as Messages);
    await user.click(screen.getByRole('button', { name: `${t('lobby.playNow')} Game 2` }));
    expect(onPlay).toHaveBeenCalledWith(expect.objectContaining({ id: 'G2' }));
  });
});

describe('DepositPrompt', () => {
  it('opens the deposit page on confirm and does nothing on cancel', async () => {
    const onDeposit = vi.fn();
    const onOpenChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    const { messages } = await renderWithI18n(<DepositPrompt open onOpenChange={onOpenChange} onDeposit={onDeposit} />);
    const t = createTranslator(messages as Messages);
    const prompt = screen.getByRole('alertdialog', { name: t('payments.depositPrompt.title') });
    expect(prompt).toHaveAccessibleDescription(t('payments.depositPrompt.message'));
    await user.click(within(prompt).getByRole('button', { name: t('common.cancel') }));
    expect(onDeposit).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await user.click(within(prompt).getByRole('button', { name: t('payments.depositPrompt.deposit') }));
    expect(onDeposit).toHaveBeenCalledTimes(1);
  });
});
