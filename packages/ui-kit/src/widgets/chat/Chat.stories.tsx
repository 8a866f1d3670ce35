import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyT } from '../shared/story.helpers';
import { ChatButton } from './ChatButton';
import { ChatWindow } from './ChatWindow';
import { CustomerServiceDialog } from './CustomerServiceDialog';
import { chatWindowLimits } from './chat.size';

const meta = {
  title: 'Widgets/Chat/ChatButton',
  component: ChatButton,
  args: { unread: 3, onOpen: fn(), onPositionChange: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ height: '100vh' }}>{Story()}</div>],
} satisfies Meta<typeof ChatButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The unread count on the button; a click opens the chat. */
export const WithUnread: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    const button = canvas.getByRole('button', { name: new RegExp(t('chat.open')) });
    await expect(within(button).getByText('3')).toBeVisible();
    await expect(button).toHaveAccessibleName(expect.stringContaining(t('chat.unread', { count: 3 })));
    await userEvent.click(button);
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** Above 99 unread the badge shows dots (player-site §9); the exact count is still read out. */
export const DotsAbove99: Story = {
  args: { unread: 120 },
  play: async (context) => {
    const t = storyT(context);
    const button = context.canvas.getByRole('button', { name: new RegExp(t('chat.open')) });
    await expect(within(button).getByText('...')).toBeVisible();
    await expect(within(button).queryByText('120')).toBeNull();
    await expect(button).toHaveAccessibleName(expect.stringContaining(t('chat.unread', { count: 120 })));
  },
};

/** Nothing unread: no badge. */
export const NothingUnread: Story = {
  args: { unread: 0 },
  play: async (context) => {
    const t = storyT(context);
    await expect(context.canvas.getByRole('button', { name: t('chat.open') })).toBeVisible();
  },
};

const embed = `data:text/html,${encodeURIComponent('<!doctype html><title>Chat</title><p>Hello, how can we help?</p>')}`;

/** The window while the live chat connects, then with the provider's page; it grows and shrinks within its bounds. */
export const Window: StoryObj<typeof ChatWindow> = {
  render: (args) => <ChatWindow {...args} />,
  args: { open: true, onOpenChange: fn(), embedUrl: embed, side: 'right', onSizeChange: fn() },
  play: async (context) => {
    const t = storyT(context);
    const { args } = context;
    const dialog = await within(document.body).findByRole('dialog', { name: t('chat.window.title') });
    await expect(within(dialog).getByTitle(t('chat.window.frame'))).toHaveAttribute('src', embed);
    const grip = within(dialog).getByRole('button', { name: t('chat.window.resize') });
    grip.focus();
    // On the right side the grip is the top-left corner: Left and Up grow the window.
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}');
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(chatWindowLimits.maxWidth));
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}');
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(chatWindowLimits.minWidth));
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{/Shift}');
    await waitFor(() => expect(dialog.getBoundingClientRect().height).toBe(chatWindowLimits.minHeight));
    await expect(args.onSizeChange).toHaveBeenLastCalledWith({ width: 200, height: 280 });
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.close') }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Connecting: the provider's page is not there yet. No one listens to the size, and the grip still resizes. */
export const WindowConnecting: StoryObj<typeof ChatWindow> = {
  render: (args) => <ChatWindow {...args} />,
  args: { open: true, onOpenChange: fn(), embedUrl: null, side: 'left' },
  play: async (context) => {
    const t = storyT(context);
    const dialog = await within(document.body).findByRole('dialog', { name: t('chat.window.title') });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(t('chat.window.connecting'));
    await expect(dialog.getBoundingClientRect().left).toBe(chatWindowLimits.viewportMarginPx);
    const before = dialog.getBoundingClientRect();
    within(dialog)
      .getByRole('button', { name: t('chat.window.resize') })
      .focus();
    // On the left side the grip is the top-right corner: Right and Up grow the window.
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(before.width + chatWindowLimits.keyStepPx));
    await expect(dialog.getBoundingClientRect().height).toBe(before.height + chatWindowLimits.keyStepPx);
  },
};

/** A pointer (the mouse, pointer id 1) pressed on the grip at `from` and released at `to`. */
function pointerAt(type: 'pointerdown' | 'pointerup', target: Element, at: { x: number; y: number }) {
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
      button: 0,
      buttons: type === 'pointerdown' ? 1 : 0,
      clientX: at.x,
      clientY: at.y,
    }),
  );
}

/**
 * Resized by the grip's pointer, released where no move was seen: the browser hands moves over once a frame, so a quick
 * drag's last position may come only with the release. The window takes the size of where the pointer let go, and
 * that is the size reported (not the one of the last move).
 */
export const WindowResizedByPointer: StoryObj<typeof ChatWindow> = {
  render: (args) => <ChatWindow {...args} />,
  args: { open: true, onOpenChange: fn(), embedUrl: embed, side: 'left', onSizeChange: fn() },
  play: async (context) => {
    const t = storyT(context);
    const { args } = context;
    const dialog = await within(document.body).findByRole('dialog', { name: t('chat.window.title') });
    const grip = within(dialog).getByRole('button', { name: t('chat.window.resize') });
    const before = dialog.getBoundingClientRect();
    const box = grip.getBoundingClientRect();
    const from = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    // On the left side the grip is the top-right corner: left narrows the window, down lowers its top.
    pointerAt('pointerdown', grip, from);
    pointerAt('pointerup', grip, { x: from.x - 60, y: from.y + 40 });
    const expected = { width: Math.round(before.width - 60), height: Math.round(before.height - 40) };
    await expect(args.onSizeChange).toHaveBeenLastCalledWith(expected);
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().width)).toBe(expected.width));
    await expect(Math.round(dialog.getBoundingClientRect().height)).toBe(expected.height);
  },
};

const channels = [
  { id: 1, title: 'Live chat 24/7', csType: 'LIVECHAT' },
  { id: 3, title: 'Customer service', csType: 'COMM100' },
  { id: 4, title: 'AI assistant', csType: 'AICAN' },
] as const;

/** The chooser: the chat room first (the player has it), then the channels; a pick names its channel. */
export const CustomerService: StoryObj<typeof CustomerServiceDialog> = {
  render: (args) => <CustomerServiceDialog {...args} />,
  args: { open: true, onOpenChange: fn(), channels, onPick: fn(), onOpenChatRoom: fn() },
  play: async (context) => {
    const t = storyT(context);
    const { args } = context;
    const dialog = await within(document.body).findByRole('dialog', { name: t('chat.cs.title') });
    const buttons = within(within(dialog).getByRole('list')).getAllByRole('button');
    await expect(buttons[0]).toHaveTextContent(t('chat.cs.chatRoom'));
    await expect(buttons).toHaveLength(4);
    await userEvent.click(within(dialog).getByRole('button', { name: /Customer service/ }));
    await expect(args.onPick).toHaveBeenCalledWith(channels[1]);
    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(t('chat.cs.chatRoom')) }));
    await expect(args.onOpenChatRoom).toHaveBeenCalledOnce();
  },
};

/** The channels failed to load: the message and a retry. */
export const CustomerServiceFailed: StoryObj<typeof CustomerServiceDialog> = {
  render: (args) => <CustomerServiceDialog {...args} />,
  args: { open: true, onOpenChange: fn(), channels: undefined, failed: true, onRetry: fn(), onPick: fn() },
  play: async (context) => {
    const t = storyT(context);
    const dialog = await within(document.body).findByRole('dialog', { name: t('chat.cs.title') });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('chat.cs.loadFailed'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.retry') }));
    await expect(context.args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No channel for this player and no chat room. */
export const CustomerServiceEmpty: StoryObj<typeof CustomerServiceDialog> = {
  render: (args) => <CustomerServiceDialog {...args} />,
  args: { open: true, onOpenChange: fn(), channels: [], onPick: fn() },
  play: async (context) => {
    const t = storyT(context);
    const dialog = await within(document.body).findByRole('dialog', { name: t('chat.cs.title') });
    await expect(within(dialog).getByText(t('chat.cs.empty'))).toBeInTheDocument();
    await expect(within(dialog).queryByRole('list')).toBeNull();
  },
};
