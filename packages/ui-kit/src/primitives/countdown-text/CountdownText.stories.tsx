import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { CountdownText } from './CountdownText';

const meta = {
  title: 'Primitives/CountdownText',
  component: CountdownText,
  args: { remainingMs: 3_725_000, label: '距离封盘' },
} satisfies Meta<typeof CountdownText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Formats: Story = {
  render: () => (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 8, margin: 0 }}>
      <dt>auto</dt>
      <dd style={{ margin: 0 }}>
        <CountdownText remainingMs={65_000} />
      </dd>
      <dt>minutes</dt>
      <dd style={{ margin: 0 }}>
        <CountdownText remainingMs={120_000} format="minutes" />
      </dd>
      <dt>hours</dt>
      <dd style={{ margin: 0 }}>
        <CountdownText remainingMs={7_384_000} format="hours" />
      </dd>
      <dt>issue</dt>
      <dd style={{ margin: 0 }}>
        <CountdownText remainingMs={500} format="issue" />
      </dd>
    </dl>
  ),
  play: async ({ canvas }) => {
    const timers = canvas.getAllByRole('timer').map((timer) => timer.textContent);
    await expect(timers).toEqual(['01:05', '02:00', '02:03:04', '--:--:--']);
  },
};

/** Fed by a ticking value, as a @platform/countdown machine would do. */
function Ticking() {
  const [left, setLeft] = useState(5_000);
  useEffect(() => {
    const timer = setInterval(() => setLeft((ms) => Math.max(0, ms - 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return <CountdownText remainingMs={left} format="minutes" label="Resend code in" />;
}

export const Live: Story = {
  render: () => <Ticking />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:05');
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('00:04'), { timeout: 2000 });
  },
};
