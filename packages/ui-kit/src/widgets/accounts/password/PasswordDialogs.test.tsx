import { createTranslator, type Messages } from '@platform/i18n';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../test/render';
import { createFakeRuntime } from '../../shared/fake-runtime.test-helpers';
import { fill } from '../../shared/fill.test-helpers';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

const translator = (messages: unknown) => createTranslator(messages as Messages);
const exactly = (label: string) => new RegExp(`^${label}\\*?$`);

describe('ForgotPasswordDialog', () => {
  it('sends the reset by e-mail and says it was sent', async () => {
    const onSubmitEmail = vi.fn(async () => undefined);
    const user = userEvent.setup({ delay: null });
    const { messages } = await renderWithI18n(
      <ForgotPasswordDialog open onOpenChange={() => {}} onSubmitEmail={onSubmitEmail} onSubmitPhone={vi.fn()} />,
    );
    const t = translator(messages);
    const dialog = screen.getByRole('dialog', { name: t('accounts.password.forgotTitle') });
    await fill(user, within(dialog).getByLabelText(exactly(t('accounts.login.username'))), ' lucky88 ');
    await fill(user, within(dialog).getByLabelText(exactly(t('accounts.register.email'))), 'lucky88@mail.com');
    await user.click(within(dialog).getByRole('button', { name: t('common.submit') }));
    expect(onSubmitEmail).toHaveBeenCalledWith({ username: 'lucky88', email: 'lucky88@mail.com' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(t('accounts.password.emailSent'));
  });

  it('refuses a phone send without a valid mobile, then counts expiredMinutes x 60 s after one', async () => {
    const runtime = createFakeRuntime();
    const onSubmitPhone = vi.fn(async () => ({ expiredMinutes: 3 }));
    const user = userEvent.setup({ delay: null });
    const { messages } = await renderWithI18n(
      <ForgotPasswordDialog
        open
        onOpenChange={() => {}}
        onSubmitEmail={vi.fn()}
        onSubmitPhone={onSubmitPhone}
        {...runtime}
      />,
    );
    const t = translator(messages);
    await user.click(screen.getByRole('tab', { name: t('accounts.password.byPhone') }));
    await fill(user, screen.getByLabelText(exactly(t('accounts.login.username'))), 'lucky88');
    await fill(user, screen.getByLabelText(exactly(t('accounts.register.mobileNum'))), '1380');
    await user.click(screen.getByRole('button', { name: t('common.submit') }));
    expect(onSubmitPhone).not.toHaveBeenCalled();
    expect(screen.getByLabelText(exactly(t('accounts.register.mobileNum')))).toHaveFocus();

    await user.clear(screen.getByLabelText(exactly(t('accounts.register.mobileNum'))));
    await fill(user, screen.getByLabelText(exactly(t('accounts.register.mobileNum'))), '13800138000');
    await user.click(screen.getByRole('button', { name: t('common.submit') }));
    expect(onSubmitPhone).toHaveBeenCalledWith({ username: 'lucky88', mobileNumber: '13800138000' });
    expect(await screen.findByRole('status')).toHaveTextContent(t('accounts.password.smsSent'));
    expect(screen.getByRole('button', { name: t('accounts.smsCode.countdown', { seconds: 180 }) })).toBeInTheDocument();
  });
});

describe('ChangePasswordDialog', () => {
  async function fillChange(
    user: ReturnType<typeof userEvent.setup>,
    t: ReturnType<typeof translator>,
    confirm = 'New#2024',
  ) {
    await fill(user, screen.getByLabelText(exactly(t('accounts.password.old'))), 'Old#2023');
    await fill(user, screen.getByLabelText(exactly(t('accounts.password.new'))), 'New#2024');
    await fill(user, screen.getByLabelText(exactly(t('accounts.password.confirmNew'))), confirm);
  }

  it('refuses a confirmation that differs from the new password', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup({ delay: null });
    const { messages } = await renderWithI18n(
      <ChangePasswordDialog open onOpenChange={() => {}} onSubmit={onSubmit} />,
    );
    const t = translator(messages);
    await fillChange(user, t, 'New#2025');
    await user.click(screen.getByRole('button', { name: t('common.submit') }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(exactly(t('accounts.password.confirmNew')))).toHaveAccessibleDescription(
      t('in_confirmation_correct'),
    );
  });

  it('locks the form for 3000 ms after a submit, even when the change failed', async () => {
    const runtime = createFakeRuntime();
    const onSubmit = vi.fn(async () => {
      throw new Error('password.old.incorrect');
    });
    const user = userEvent.setup({ delay: null });
    const { messages } = await renderWithI18n(
      <ChangePasswordDialog open onOpenChange={() => {}} onSubmit={onSubmit} {...runtime} />,
    );
    const t = translator(messages);
    await fillChange(user, t);
    const submit = screen.getByRole('button', { name: t('common.submit') });
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => runtime.advance(2_999));
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await act(async () => runtime.advance(1));
    expect(submit).not.toHaveAttribute('aria-busy');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('shows the confirmation after a change and calls onDone when it is closed', async () => {
    const onDone = vi.fn();
    const onOpenChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    const { messages } = await renderWithI18n(
      <ChangePasswordDialog open onOpenChange={onOpenChange} onSubmit={async () => undefined} onDone={onDone} />,
    );
    const t = translator(messages);
    await fillChange(user, t);
    await user.click(screen.getByRole('button', { name: t('common.submit') }));
    expect(await screen.findByRole('status')).toHaveTextContent(t('accounts.password.changeSuccess'));
    await user.click(screen.getByRole('button', { name: t('common.confirm') }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed during a forced change and says why it is forced', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    const { messages } = await renderWithI18n(
      <ChangePasswordDialog open forced="default" onOpenChange={onOpenChange} onSubmit={vi.fn()} />,
    );
    const t = translator(messages);
    const dialog = screen.getByRole('dialog', { name: t('accounts.password.changeTitle') });
    expect(dialog).toHaveAccessibleDescription(t('accounts.password.mustChangeDefault'));
    expect(within(dialog).queryByRole('button', { name: t('common.close') })).toBeNull();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
