import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyT } from '../shared/story.helpers';
import { SpeedTestPanel } from './SpeedTestPanel';

const meta = {
  title: 'Widgets/SpeedTest/SpeedTestPanel',
  component: SpeedTestPanel,
  args: {
    rows: [
      { domain: 'https://www.aurum.example', result: { speedMs: 42, speedClass: 'fast' } },
      { domain: 'https://a1.aurum.example', result: { speedMs: 120, speedClass: 'normal' } },
      { domain: 'https://a2.aurum.example', result: { speedMs: 380, speedClass: 'slow' } },
      { domain: 'https://a3.aurum.example', result: { speedMs: 0, speedClass: 'unreachable' } },
      { domain: 'https://a4.aurum.example' },
    ],
    preparing: false,
    measuring: false,
    onRetest: fn(),
    enterHref: (domain: string) => `${domain}/`,
  },
} satisfies Meta<typeof SpeedTestPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each class in words, Enter only where the domain answered, the re-test reported. */
export const Results: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await expect(canvas.getByText(t('speedTest.class.fast'))).toBeInTheDocument();
    await expect(canvas.getByText(t('speedTest.class.unreachable'))).toBeInTheDocument();
    await expect(canvas.getByText(t('speedTest.measuring'))).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: t('speedTest.enterDomain', { domain: 'https://www.aurum.example' }) }),
    ).toHaveAttribute('href', 'https://www.aurum.example/');
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: t('speedTest.retest') }));
    await expect(args.onRetest).toHaveBeenCalled();
  },
};

/** While the loader shows, the re-test waits and the state is announced. */
export const Testing: Story = {
  args: { preparing: true },
  play: async (context) => {
    const t = storyT(context);
    await expect(context.canvas.getByRole('status')).toHaveTextContent(t('speedTest.testing'));
    await expect(context.canvas.getByRole('button', { name: t('speedTest.retest') })).toBeDisabled();
  },
};
