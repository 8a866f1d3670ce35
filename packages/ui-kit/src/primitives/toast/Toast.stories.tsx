import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { stressText } from '../../storybook/story.text';
import { Button } from '../button/Button';
import { useToast } from './ToastProvider';
import { type ToastOptions, toastDefaults } from './toast.store';

/** A button that shows the toast; the stories' decorator provides the ToastProvider. */
function ShowToast({ toast }: { toast: ToastOptions }) {
  const toasts = useToast();
  return <Button onClick={() => toasts.show(toast)}>Show toast</Button>;
}

const meta = {
  title: 'Primitives/Toast',
  component: ShowToast,
  args: { toast: { title: '存款成功', description: '500.00 已到账' } },
} satisfies Meta<typeof ShowToast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bottom right, 16 px apart, gone after 4500 ms. */
export const TimesOut: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toasts = await screen.findAllByText('存款成功');
    await expect(toasts).toHaveLength(2);
    const [a, b] = toasts.map((toast) => toast.closest('li')!.getBoundingClientRect()) as [DOMRect, DOMRect];
    const [upper, lower] = a.top < b.top ? [a, b] : [b, a];
    await expect(Math.round(lower.top - upper.bottom)).toBe(toastDefaults.gapPx);
    // The stack sits in the bottom-right corner, 16 px in (measured on the list: the toasts slide in sideways).
    const stack = toasts[0]!.closest('ol')!;
    const corner = stack.getBoundingClientRect();
    await expect([Math.round(corner.right), Math.round(corner.bottom)]).toEqual([
      window.innerWidth,
      window.innerHeight,
    ]);
    await expect(getComputedStyle(stack).paddingRight).toBe(`${toastDefaults.gapPx}px`);
    await expect(Math.round(corner.bottom - lower.bottom)).toBe(toastDefaults.gapPx);
    await waitFor(() => expect(screen.queryAllByText('存款成功')).toHaveLength(0), { timeout: 6000 });
  },
};

/** Event toasts stay until dismissed. */
export const Persistent: Story = {
  args: { toast: { title: '恭喜获得抽奖奖励', tone: 'positive', persistent: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toast = await screen.findByText('恭喜获得抽奖奖励');
    await new Promise((resolve) => setTimeout(resolve, toastDefaults.durationMs + 200));
    await expect(toast).toBeInTheDocument();
    const close = toast.closest('li')!.querySelector('button[title]') as HTMLButtonElement;
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByText('恭喜获得抽奖奖励')).toBeNull());
  },
};

const onAction = fn();

export const WithAction: Story = {
  args: {
    toast: {
      title: '有新的奖励可领取',
      tone: 'info',
      persistent: true,
      action: { label: '前往', altText: '在奖励中心领取', onAction },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await userEvent.click(await screen.findByRole('button', { name: '前往' }));
    await expect(onAction).toHaveBeenCalledOnce();
  },
};

export const Tones: Story = {
  render: () => {
    const tones = ['info', 'positive', 'warning', 'critical'] as const;
    return (
      <div style={{ display: 'flex', gap: 8 }}>
        {tones.map((tone) => (
          <ShowToast key={tone} toast={{ title: tone, description: 'Toast tone', tone, persistent: true }} />
        ))}
      </div>
    );
  },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await userEvent.click(button);
    await expect(await screen.findByText('critical')).toBeVisible();
  },
};

export const StressThaiVietnamese: Story = {
  globals: { locale: 'TH' },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <ShowToast toast={{ title: stressText.th.label, description: stressText.th.sentence, persistent: true }} />
      <ShowToast
        toast={{ title: stressText.vi.label, description: stressText.vi.sentence, tone: 'warning', persistent: true }}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await userEvent.click(button);
    await expect(await screen.findByText(stressText.vi.label)).toBeVisible();
  },
};
