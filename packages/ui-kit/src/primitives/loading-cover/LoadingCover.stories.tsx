import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/Button';
import { LoadingCover, loadingCoverMaxMs } from './LoadingCover';

const meta = {
  title: 'Primitives/LoadingCover',
  component: LoadingCover,
  args: { loaded: false, children: <p style={{ padding: 16 }}>会员中心内容</p> },
} satisfies Meta<typeof LoadingCover>;

export default meta;
type Story = StoryObj<typeof meta>;

function LoadsOnClick() {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button onClick={() => setLoaded(true)}>Finish loading</Button>
      <LoadingCover loaded={loaded}>
        <p style={{ padding: 16 }}>会员中心内容</p>
      </LoadingCover>
    </>
  );
}

export const UntilLoaded: Story = {
  render: () => <LoadsOnClick />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The page never reports: the cover still goes after 3 s. */
export const AtMostThreeSeconds: Story = {
  play: async () => {
    await expect(screen.getByRole('status')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: loadingCoverMaxMs + 1000 });
  },
};
