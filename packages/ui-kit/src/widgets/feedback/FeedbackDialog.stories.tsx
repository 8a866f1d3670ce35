import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/button/Button';
import { fakeJpegFile, pngFile } from '../../primitives/image-picker/image-picker.fixtures';
import { StoryImageCaptcha } from '../shared/story.captcha';
import { labelled, storyT } from '../shared/story.helpers';
import { FeedbackDialog, type FeedbackDialogProps, type FeedbackOutcome } from './FeedbackDialog';

function FeedbackOpener(props: Omit<FeedbackDialogProps, 'open' | 'onOpenChange' | 'captcha'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>意见反馈</Button>
      <FeedbackDialog
        {...props}
        open={open}
        onOpenChange={setOpen}
        captcha={(slot) => <StoryImageCaptcha key={slot.round} {...slot} />}
      />
    </>
  );
}

const meta = {
  title: 'Widgets/Feedback',
  component: FeedbackOpener,
  args: { loggedIn: false, onSubmit: fn(async (): Promise<FeedbackOutcome> => ({ ok: true })) },
} satisfies Meta<typeof FeedbackOpener>;

export default meta;
type Story = StoryObj<typeof meta>;

const longEnough = 'The deposit of 500 did not arrive in my wallet.';

async function openDialog(canvas: { getByRole: typeof screen.getByRole }, title: string) {
  await userEvent.click(canvas.getByRole('button', { name: '意见反馈' }));
  const dialog = await screen.findByRole('dialog', { name: title });
  // The dialog fades in: what it holds counts as visible once the fade is over.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** A visitor: no image field; under 20 characters is refused; a success clears the form and thanks the player. */
export const VisitorSends: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    const dialog = await openDialog(canvas, t('feedback.title'));
    await expect(dialog.getByRole('combobox', { name: labelled(t('feedback.type')) })).toHaveValue('1');
    await expect(dialog.queryByLabelText(t('feedback.image'))).toBeNull();
    await expect(dialog.getByText(t('feedback.imageLoginHint'))).toBeVisible();
    const description = dialog.getByRole('textbox', { name: labelled(t('feedback.description')) });
    await userEvent.type(description, 'Too short');
    await expect(dialog.getByText(t('common.characterCount', { count: 9, max: 500 }))).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: labelled(t('accounts.register.captcha')) }), 'K3X9');
    await userEvent.click(dialog.getByRole('button', { name: t('feedback.submit') }));
    await expect(
      await dialog.findByText(t('validation_feedback_description_length', { min: 20, max: 500, length: 9 })),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(description);
    await userEvent.type(description, longEnough);
    await userEvent.selectOptions(dialog.getByRole('combobox'), '6');
    await userEvent.click(dialog.getByRole('button', { name: t('feedback.submit') }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(t('feedback.thanks'));
    await expect(args.onSubmit).toHaveBeenCalledWith({ type: 6, content: longEnough, captcha: 'K3X9', image: null });
    await expect(description).toHaveValue('');
    await expect(dialog.getByRole('combobox')).toHaveValue('1');
  },
};

/** The input stops at 500 characters, and the counter says so. */
export const DescriptionLimit: Story = {
  play: async (context) => {
    const t = storyT(context);
    const dialog = await openDialog(context.canvas, t('feedback.title'));
    const description = dialog.getByRole('textbox', { name: labelled(t('feedback.description')) });
    await userEvent.click(description);
    await userEvent.paste('x'.repeat(520));
    await expect(description).toHaveValue('x'.repeat(500));
    await expect(dialog.getByText(t('common.characterCount', { count: 500, max: 500 }))).toBeVisible();
  },
};

/**
 * A player: a file renamed .jpg is refused by its content (limit2); a PNG goes with the feedback. A refusal from the
 * server keeps everything typed and says why.
 */
export const PlayerWithImageRefused: Story = {
  args: {
    loggedIn: true,
    onSubmit: fn(async (): Promise<FeedbackOutcome> => ({ ok: false, message: '验证码错误或已过期' })),
  },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    const dialog = await openDialog(canvas, t('feedback.title'));
    const input = screen.getByRole('dialog').querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, fakeJpegFile(), { applyAccept: false });
    await expect(await dialog.findByText(t('activity_apply_remark_limit2'))).toBeVisible();
    const image = pngFile('screen.png');
    await userEvent.upload(input, image, { applyAccept: false });
    await waitFor(() => expect(dialog.getByRole('img', { name: 'screen.png' })).toBeVisible());
    const description = dialog.getByRole('textbox', { name: labelled(t('feedback.description')) });
    await userEvent.type(description, longEnough);
    await userEvent.type(dialog.getByRole('textbox', { name: labelled(t('accounts.register.captcha')) }), 'Q7RM');
    await userEvent.click(dialog.getByRole('button', { name: t('feedback.submit') }));
    await expect(await dialog.findByText('验证码错误或已过期')).toHaveAttribute('role', 'alert');
    await expect(args.onSubmit).toHaveBeenCalledWith({ type: 1, content: longEnough, captcha: 'Q7RM', image });
    await expect(description).toHaveValue(longEnough);
    await expect(dialog.getByRole('img', { name: 'screen.png' })).toBeVisible();
    // The used answer gives way to a new image.
    await expect(dialog.getByRole('textbox', { name: labelled(t('accounts.register.captcha')) })).toHaveValue('');
  },
};

/** The longest labels (Thai), for a player: the dialog opens with every field. */
export const ThaiPlayer: Story = {
  globals: { locale: 'TH' },
  args: { loggedIn: true },
  play: async (context) => {
    const t = storyT(context);
    const dialog = await openDialog(context.canvas, t('feedback.title'));
    await expect(dialog.getByText(t('feedback.image'))).toBeVisible();
  },
};
