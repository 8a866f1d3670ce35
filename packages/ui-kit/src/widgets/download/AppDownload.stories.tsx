import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '../shared/story.helpers';
import { AppDownload } from './AppDownload';

const meta = {
  title: 'Widgets/Download/AppDownload',
  component: AppDownload,
  args: {
    apps: [
      { kind: 'IOS', url: 'https://aurum.example/app/ios', qrValue: 'https://aurum.example/app/ios' },
      { kind: 'Android', url: 'https://aurum.example/app/android', qrValue: 'https://aurum.example/app/android' },
      { kind: 'H5', url: 'https://m.aurum.example/', qrValue: 'https://m.aurum.example/' },
    ],
    profileUrl: 'https://aurum.example/app/aurum.mobileconfig',
    ios17: false,
  },
} satisfies Meta<typeof AppDownload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 200 px code per app, the 800 px one in a dialog, the iOS profile and six install steps. */
export const Apps: Story = {
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    const ios = t('download.app.IOS');
    await expect(canvas.getByRole('img', { name: t('download.qr', { name: ios }) })).toHaveAttribute('width', '200');
    await expect(canvas.getByRole('link', { name: t('download.profile') })).toHaveAttribute(
      'href',
      'https://aurum.example/app/aurum.mobileconfig',
    );
    await expect(canvas.getAllByRole('group')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: t('download.enlarge', { name: ios }) }));
    const dialog = within(document.body).getByRole('dialog', { name: ios });
    await expect(within(dialog).getByRole('img', { name: t('download.qr', { name: ios }) })).toHaveAttribute(
      'width',
      '800',
    );
  },
};

/** iOS 17 and later are told how to trust the profile. */
export const Ios17: Story = {
  args: { ios17: true },
  play: async (context) => {
    await expect(context.canvas.getByRole('note')).toHaveTextContent(storyT(context)('ios17_download_tips'));
  },
};

/** Chromium saved its install prompt: "Add to home screen" beside the codes is a button that opens it. */
export const InstallPrompt: Story = {
  args: { install: { appName: 'Aurum Palace', status: 'prompt', onInstall: fn() } },
  play: async (context) => {
    const t = storyT(context);
    const card = context.canvas.getByRole('listitem', { name: t('download.install.title') });
    await userEvent.click(within(card).getByRole('button', { name: t('download.install.button') }));
    await expect(context.args.install?.onInstall).toHaveBeenCalledOnce();
  },
};

/** No prompt to offer (iOS Safari, other browsers): how to add the site by hand, and no button. */
export const InstallInstructions: Story = {
  args: { install: { appName: 'Aurum Palace', status: 'instructions', onInstall: fn() } },
  play: async (context) => {
    const t = storyT(context);
    const card = context.canvas.getByRole('listitem', { name: t('download.install.title') });
    await expect(within(card).getByText(t('download.install.ios'))).toBeVisible();
    await expect(within(card).queryByRole('button')).toBeNull();
  },
};
