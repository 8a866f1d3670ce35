import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError } from '../../testing/api.mocks';
import { renderWithShell } from '../../testing/render';
import PasswordChallengeDialog from './PasswordChallengeDialog';

const player = { token: 'tok-1', isAgent: '0', merchantCode: 'AURUM' };

/** A password guard: asks for a captcha until the answer `good` comes with the try. */
function guardedConvert(good: string) {
  return vi.fn(async (input: { captcha?: string; captchaKey?: string }) => {
    if (input.captcha === undefined) throw apiError('password.captcha.required', { captcha: true });
    if (input.captcha !== good) throw apiError('password.captcha.incorrect', { captcha: true });
    return { points: 900, balance: 10, credited: 1 };
  });
}

const captcha = vi.fn(async () => ({
  captchaKey: `key-${captcha.mock.calls.length}`,
  image: 'data:image/svg+xml;base64,PHN2Zy8+',
  width: 120,
  height: 44,
  expiresAt: 0,
}));

describe('the password challenge', () => {
  it('asks for the captcha the server wants, sends the same call again with it, and says when it was wrong', async () => {
    const user = userEvent.setup();
    const convert = guardedConvert('RIGHT');
    const { platform, messages } = await renderWithShell(<PasswordChallengeDialog />, {
      session: player,
      mocks: { points: { convert }, system: { captcha } },
    });
    let result: unknown;
    act(() => {
      void platform.api.points.convert({ amount: 100, password: 'Pay1234' }, { quiet: true }).then((value) => {
        result = value;
      });
    });
    const dialog = await screen.findByRole('dialog', { name: messages['accounts.captcha.title'] });
    expect(dialog).toHaveTextContent(messages['accounts.captcha.passwordPrompt']);
    // Nothing typed: said, nothing sent.
    await user.click(screen.getByRole('button', { name: messages['common.confirm'] }));
    expect(await screen.findByText(messages.validation_captcha_required)).toBeInTheDocument();
    expect(convert).toHaveBeenCalledTimes(1);

    await user.type(screen.getByRole('textbox', { name: new RegExp(messages['accounts.register.captcha']) }), 'WRONG');
    await user.click(screen.getByRole('button', { name: messages['common.confirm'] }));
    expect(await screen.findByText(messages['password.captcha.incorrect'])).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: new RegExp(messages['accounts.register.captcha']) }), 'RIGHT');
    await user.click(screen.getByRole('button', { name: messages['common.confirm'] }));
    await waitFor(() => expect(result).toEqual({ points: 900, balance: 10, credited: 1 }));
    expect(platform.ui.passwordChallenge).toBeNull();
    // The same input each time, with the answer and the key of the image that was on screen.
    expect(convert.mock.calls.map(([input]) => input)).toEqual([
      { amount: 100, password: 'Pay1234' },
      expect.objectContaining({ amount: 100, password: 'Pay1234', captcha: 'WRONG', captchaKey: expect.any(String) }),
      expect.objectContaining({ amount: 100, password: 'Pay1234', captcha: 'RIGHT', captchaKey: expect.any(String) }),
    ]);
  });

  it('lets the call fail with the ask when the player cancels', async () => {
    const user = userEvent.setup();
    const convert = guardedConvert('RIGHT');
    const { platform, messages } = await renderWithShell(<PasswordChallengeDialog />, {
      session: player,
      mocks: { points: { convert }, system: { captcha } },
    });
    let failure: unknown;
    act(() => {
      void platform.api.points.convert({ amount: 100, password: 'Pay1234' }, { quiet: true }).catch((error) => {
        failure = error;
      });
    });
    await screen.findByRole('dialog', { name: messages['accounts.captcha.title'] });
    await user.click(screen.getByRole('button', { name: messages['common.cancel'] }));
    await waitFor(() => expect(failure).toMatchObject({ code: 'password.captcha.required' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(convert).toHaveBeenCalledTimes(1);
  });
});
