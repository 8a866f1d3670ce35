import { ApiError } from '@platform/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GlobalDialogs } from '../app/GlobalDialogs';
import { renderWithShell } from '../testing/render';

const captcha = (key: string) => ({
  captchaKey: key,
  image: 'data:image/png;base64,iVBORw0KGgo=',
  width: 120,
  height: 44,
});
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'a.png');
const words = 'The deposit of 500 has not arrived yet.';

async function openFeedback(options: Parameters<typeof renderWithShell>[1]) {
  const user = userEvent.setup();
  const rendered = await renderWithShell(<GlobalDialogs />, options);
  act(() => rendered.platform.ui.openDialog({ kind: 'feedback' }));
  const dialog = within(await screen.findByRole('dialog', { name: rendered.messages['feedback.title'] }));
  await waitFor(() =>
    expect(dialog.getByRole('button', { name: rendered.messages['accounts.captcha.refresh'] })).toHaveAttribute(
      'data-captcha-key',
    ),
  );
  return { user, dialog, ...rendered };
}

describe('FeedbackModal', () => {
  it('sends a visitor’s feedback with an empty sender, no file, and the key of the captcha on screen', async () => {
    const submit = vi.fn((_input: Record<string, unknown>) => ({ feedbackId: 7 }));
    const captchaCall = vi.fn().mockReturnValueOnce(captcha('k-1')).mockReturnValue(captcha('k-2'));
    const { user, dialog, messages } = await openFeedback({
      mocks: { feedback: { submit }, system: { captcha: captchaCall } },
    });
    expect(captchaCall.mock.calls[0]?.[0]).toMatchObject({ purpose: 'feedback' });
    await user.type(dialog.getByRole('textbox', { name: new RegExp(messages['feedback.description']) }), words);
    await user.type(dialog.getByRole('textbox', { name: new RegExp(messages['accounts.register.captcha']) }), 'AB12');
    await user.click(dialog.getByRole('button', { name: messages['feedback.submit'] }));
    expect(await dialog.findByRole('status')).toHaveTextContent(messages['feedback.thanks']);
    expect(submit.mock.calls[0]?.[0]).toEqual(
      expect.objectContaining({ sender: '', content: words, type: 1, captcha: 'AB12', captchaKey: 'k-1' }),
    );
    expect(submit.mock.calls[0]?.[0]).not.toHaveProperty('file');
  });

  it('sends a player’s name and image as a data URL, and says why a refusal came back', async () => {
    const submit = vi.fn((_input: Record<string, unknown>) => {
      throw new ApiError({
        code: 'captcha.incorrect',
        status: 200,
        serverMessage: 'The captcha is incorrect.',
        method: 'POST',
        url: '/wps/feedback/submit',
        value: null,
        endpoint: 'feedback.submit',
        rule: '*',
        behaviour: 'message',
      });
    });
    const { user, dialog, messages } = await openFeedback({
      session: { token: 'tok', username: 'member01', isAgent: '0', merchantCode: 'AURUM' },
      mocks: { feedback: { submit }, system: { captcha: vi.fn(() => captcha('k-9')) } },
    });
    await user.upload(screen.getByRole('dialog').querySelector('input[type="file"]') as HTMLInputElement, png());
    await user.type(dialog.getByRole('textbox', { name: new RegExp(messages['feedback.description']) }), words);
    await user.type(dialog.getByRole('textbox', { name: new RegExp(messages['accounts.register.captcha']) }), 'ZZ99');
    await user.click(dialog.getByRole('button', { name: messages['feedback.submit'] }));
    expect(await dialog.findByText(messages['captcha.incorrect'])).toBeInTheDocument();
    expect(submit.mock.calls[0]?.[0]).toEqual(
      expect.objectContaining({ sender: 'member01', file: expect.stringMatching(/^data:[^,]*;base64,iVBORw0KGgo/) }),
    );
    expect(dialog.getByRole('textbox', { name: new RegExp(messages['feedback.description']) })).toHaveValue(words);
  });

  it('waits and asks again when the server paces new captcha images, instead of saying it could not load', async () => {
    const paced = () => {
      throw new ApiError({
        code: 'TOO_MANY_REQUESTS',
        status: 200,
        serverMessage: 'Too many captcha requests; wait a moment.',
        method: 'GET',
        url: '/wps/system/captcha',
        value: { retryAfterMs: 120 },
        endpoint: 'system.captcha',
        rule: '*',
        behaviour: 'silent',
      });
    };
    const captchaCall = vi.fn().mockImplementationOnce(paced).mockReturnValue(captcha('k-after'));
    const { dialog, messages } = await openFeedback({ mocks: { system: { captcha: captchaCall } } });
    expect(dialog.getByRole('button', { name: messages['accounts.captcha.refresh'] })).toHaveAttribute(
      'data-captcha-key',
      'k-after',
    );
    expect(captchaCall).toHaveBeenCalledTimes(2);
    expect(dialog.queryByText(messages['accounts.captcha.loadFailed'])).toBeNull();
  });
});
