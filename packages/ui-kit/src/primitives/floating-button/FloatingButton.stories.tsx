import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ChatIcon } from '../../icons/icons';
import { Badge } from '../badge/Badge';
import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';
import { FloatingButton } from './FloatingButton';
import { floatingButtonDefaults } from './floating-button.geometry';

const meta = {
  title: 'Primitives/FloatingButton',
  component: FloatingButton,
  args: { label: '在线客服', icon: <ChatIcon />, onOpen: fn(), onPositionChange: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ height: '100vh' }}>{Story()}</div>],
} satisfies Meta<typeof FloatingButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClickOpens: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '在线客服' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** Dragged to the left half and released: it snaps 16 px from the left edge and does not open. */
export const DragSnapsToEdge: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '在线客服' });
    const start = button.getBoundingClientRect();
    const from = { clientX: start.x + 20, clientY: start.y + 20, pointerId: 1, button: 0, isPrimary: true };
    await fireEvent.pointerDown(button, from);
    await fireEvent.pointerMove(button, { ...from, clientX: 200, clientY: 150 });
    await fireEvent.pointerMove(button, { ...from, clientX: 180, clientY: 140 });
    await fireEvent.pointerUp(button, { ...from, clientX: 180, clientY: 140 });
    await fireEvent.click(button);
    await expect(args.onOpen).not.toHaveBeenCalled();
    await waitFor(() => expect(button.getBoundingClientRect().left).toBe(floatingButtonDefaults.marginPx));
    await expect(args.onPositionChange).toHaveBeenLastCalledWith({ x: 16, y: 120 });
  },
};

export const KeyboardMoves: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '在线客服' });
    button.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(button.getBoundingClientRect().left).toBe(16));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(button.getBoundingClientRect().left).toBe(window.innerWidth - floatingButtonDefaults.edgeOffsetPx),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

export const WithUnreadBadge: Story = { args: { badge: <Badge count={120} label="120 unread" /> } };

/**
 * While a modal dialog is open the button hides where it rests (Radix makes the page behind inert, and the button must
 * not cover the dialog's controls); it is back in the same place when the dialog closes.
 */
export const HiddenUnderAModalDialog: Story = {
  render: (args) => (
    <>
      <FloatingButton {...args} />
      <Dialog title="会员中心" trigger={<Button>打开</Button>}>
        <Button>存款</Button>
      </Dialog>
    </>
  ),
  play: async ({ canvas }) => {
    const floating = canvas.getByRole('button', { name: '在线客服' });
    const place = floating.getBoundingClientRect();
    await expect(floating).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '打开' }));
    await screen.findByRole('dialog', { name: '会员中心' });
    await waitFor(() => expect(floating).not.toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(floating).toBeVisible());
    await expect(floating.getBoundingClientRect()).toEqual(place);
  },
};
