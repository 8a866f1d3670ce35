import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QrCode } from './QrCode';

const meta = {
  title: 'Primitives/QrCode',
  component: QrCode,
  args: { value: 'https://aurum.example.com/download/android.apk', label: 'Android 下载二维码' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnThePage: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Android 下载二维码' });
    await expect(image.getBoundingClientRect().width).toBe(200);
  },
};

/** 800 px for a saved or printed copy. */
export const Large: Story = { args: { size: 800 } };

export const Empty: Story = { args: { value: '' } };
