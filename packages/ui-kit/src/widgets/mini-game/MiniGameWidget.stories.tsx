import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback } from 'react';
import { expect, fireEvent, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../primitives/button/Button';
import { Dialog } from '../../primitives/dialog/Dialog';
import { storyT } from '../shared/story.helpers';
import { MiniGameWidget, type MiniGameWidgetProps } from './MiniGameWidget';

/** The story's clock: the play functions move it, so the 150 ms hold is tested without waiting. */
const clock = { now: 1_800_000_000_000 };

/** What a vendor's script would draw into the widget: one button that counts its presses. */
function StoryGame(props: Omit<MiniGameWidgetProps, 'gameRef'>) {
  const gameRef = useCallback((host: HTMLDivElement | null) => {
    if (!host || host.childElementCount) return;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Spin 0';
    let spins = 0;
    button.addEventListener('click', () => {
      spins += 1;
      button.textContent = `Spin ${spins}`;
    });
    host.appendChild(button);
  }, []);
  return <MiniGameWidget {...props} gameRef={gameRef} />;
}

const meta = {
  title: 'Widgets/MiniGame',
  component: StoryGame,
  args: {
    status: 'ready',
    // Near the corner: the story frame is small (about 300 px), and the widget is kept inside it.
    defaultPosition: { x: 40, y: 20 },
    onPositionChange: fn(),
    now: () => clock.now,
  },
} satisfies Meta<typeof StoryGame>;

export default meta;
type Story = StoryObj<typeof meta>;

const widgetOf = (title: string) => screen.getByRole('region', { name: title });
// Its place, not its box: a leaning widget's bounding box is larger than the widget.
const at = (element: HTMLElement) => ({
  x: Number.parseFloat(element.style.left),
  y: Number.parseFloat(element.style.top),
});
const press = (target: Element, x: number, y: number) =>
  fireEvent.pointerDown(target, { clientX: x, clientY: y, button: 0, pointerId: 1 });
const move = (target: Element, x: number, y: number) =>
  fireEvent.pointerMove(target, { clientX: x, clientY: y, pointerId: 1 });
const release = (target: Element, x: number, y: number) =>
  fireEvent.pointerUp(target, { clientX: x, clientY: y, pointerId: 1 });

/** A quick press is a press on the game; a move before 150 ms of holding does not move the widget. */
export const TapPlays: Story = {
  play: async (context) => {
    const t = storyT(context);
    const widget = widgetOf(t('miniGame.title'));
    const spin = screen.getByRole('button', { name: 'Spin 0' });
    const start = at(widget);
    press(spin, 60, 40);
    clock.now += 100;
    move(spin, 130, 80);
    release(spin, 130, 80);
    await expect(at(widget)).toEqual(start);
    await userEvent.click(spin);
    await expect(spin).toHaveTextContent('Spin 1');
    await expect(context.args.onPositionChange).not.toHaveBeenCalled();
  },
};

/** Held 150 ms, it follows the pointer, leans at most 25 degrees, and its resting place is reported. */
export const HoldAndDrag: Story = {
  play: async (context) => {
    const t = storyT(context);
    const widget = widgetOf(t('miniGame.title'));
    const spin = screen.getByRole('button', { name: 'Spin 0' });
    const start = at(widget);
    press(spin, 60, 40);
    clock.now += 150;
    move(spin, 65, 40);
    move(spin, 165, 42);
    await waitFor(() => expect(widget).toHaveAttribute('data-dragging'));
    await expect(Number(widget.dataset.tilt)).toBe(25);
    move(spin, 90, 42);
    await waitFor(() => expect(Number(widget.dataset.tilt)).toBe(-25));
    release(spin, 90, 42);
    fireEvent.click(spin);
    await waitFor(() => expect(widget).not.toHaveAttribute('data-dragging'));
    await expect(Number(widget.dataset.tilt)).toBe(0);
    await expect(at(widget)).toEqual({ x: start.x + 30, y: start.y + 2 });
    await expect(context.args.onPositionChange).toHaveBeenCalledWith({ x: start.x + 30, y: start.y + 2 });
    // The click that ended the drag did not reach the game.
    await expect(spin).toHaveTextContent('Spin 0');
  },
};

/** The title bar's button folds it to the bar and back. */
export const Collapse: Story = {
  play: async (context) => {
    const t = storyT(context);
    await userEvent.click(screen.getByRole('button', { name: t('miniGame.collapse') }));
    await expect(screen.queryByRole('button', { name: 'Spin 0' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t('miniGame.expand') }));
    await expect(screen.getByRole('button', { name: 'Spin 0' })).toBeVisible();
  },
};

/** As a phone shows it first (`defaultCollapsed`): the bar only, the game kept loaded and one tap from open. */
export const StartsCollapsed: Story = {
  args: { defaultCollapsed: true },
  play: async (context) => {
    const t = storyT(context);
    const expand = screen.getByRole('button', { name: t('miniGame.expand') });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('button', { name: 'Spin 0' })).toBeNull();
    await userEvent.click(expand);
    await expect(screen.getByRole('button', { name: 'Spin 0' })).toBeVisible();
  },
};

/** The vendor's script could not be loaded. */
export const LoadFailed: Story = {
  args: { status: 'failed' },
  play: async (context) => {
    const t = storyT(context);
    await expect(screen.getByRole('alert')).toHaveTextContent(t('miniGame.loadFailed'));
  },
};

export const Vietnamese: Story = { globals: { locale: 'VI' }, args: { status: 'loading' } };

/**
 * While a modal dialog is open the widget hides in place (the page behind is inert; it must not cover the dialog's
 * controls), with its game still mounted: after the dialog, the same game, in the same place.
 */
export const HiddenUnderAModalDialog: Story = {
  render: (args) => (
    <>
      <StoryGame {...args} />
      <Dialog title="Member Center" trigger={<Button>Open the centre</Button>}>
        <Button>Deposit</Button>
      </Dialog>
    </>
  ),
  play: async (context) => {
    const t = storyT(context);
    const widget = widgetOf(t('miniGame.title'));
    const start = at(widget);
    await userEvent.click(screen.getByRole('button', { name: 'Spin 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open the centre' }));
    await screen.findByRole('dialog', { name: 'Member Center' });
    await waitFor(() => expect(widget).not.toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(widget).toBeVisible());
    await expect(screen.getByRole('button', { name: 'Spin 1' })).toBeVisible();
    await expect(at(widget)).toEqual(start);
  },
};
