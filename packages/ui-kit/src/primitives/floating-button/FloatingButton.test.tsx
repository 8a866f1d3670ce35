import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatIcon } from '../../icons/icons';
import { FloatingButton } from './FloatingButton';

beforeEach(() => {
  window.innerWidth = 1280;
  window.innerHeight = 800;
});

function setup(now = vi.fn(() => 0)) {
  const onOpen = vi.fn();
  const onPositionChange = vi.fn();
  render(
    <FloatingButton
      label="Live chat"
      icon={<ChatIcon />}
      onOpen={onOpen}
      onPositionChange={onPositionChange}
      defaultPosition={{ x: 1208, y: 400 }}
      now={now}
    />,
  );
  return { button: screen.getByRole('button', { name: 'Live chat' }), onOpen, onPositionChange, now };
}

const pointer = (clientX: number, clientY: number) => ({ pointerId: 1, button: 0, clientX, clientY });

describe('FloatingButton', () => {
  it('opens on a click without a drag', async () => {
    const { button, onOpen } = setup();
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('follows a drag, snaps to the nearer side on release and does not open', () => {
    const { button, onOpen, onPositionChange } = setup();
    fireEvent.pointerDown(button, pointer(1230, 420));
    fireEvent.pointerMove(button, pointer(800, 300));
    expect(button).toHaveAttribute('data-dragging', 'true');
    expect(button.style.left).toBe('778px');
    fireEvent.pointerMove(button, pointer(300, 200));
    fireEvent.pointerUp(button, pointer(300, 200));
    fireEvent.click(button);
    expect(onOpen).not.toHaveBeenCalled();
    expect(onPositionChange).toHaveBeenCalledWith({ x: 16, y: 180 });
    expect(button.style.left).toBe('16px');
    expect(button).not.toHaveAttribute('data-dragging');
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('treats a 3 px wobble as a click, but the same wobble after a 150 ms hold as a drag', () => {
    const clock = vi.fn(() => 0);
    const { button, onOpen } = setup(clock);
    fireEvent.pointerDown(button, pointer(1230, 420));
    fireEvent.pointerMove(button, pointer(1233, 420));
    fireEvent.pointerUp(button, pointer(1233, 420));
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledOnce();

    fireEvent.pointerDown(button, pointer(1230, 420));
    clock.mockReturnValue(150);
    fireEvent.pointerMove(button, pointer(1233, 420));
    expect(button).toHaveAttribute('data-dragging', 'true');
  });

  it('moves with the keyboard: Left and Right change side, Up and Down move along it', async () => {
    const { button, onPositionChange } = setup();
    button.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onPositionChange).toHaveBeenLastCalledWith({ x: 16, y: 400 });
    await userEvent.keyboard('{ArrowUp}');
    expect(onPositionChange).toHaveBeenLastCalledWith({ x: 16, y: 384 });
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(onPositionChange).toHaveBeenLastCalledWith({ x: 16, y: 464 });
    await userEvent.keyboard('{ArrowRight}');
    expect(onPositionChange).toHaveBeenLastCalledWith({ x: 1208, y: 464 });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'ArrowLeft ArrowRight ArrowUp ArrowDown');
  });

  it('opens with Enter', async () => {
    const { button, onOpen } = setup();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('stays on its side inside a resized window', () => {
    const { button } = setup();
    window.innerWidth = 1024;
    window.innerHeight = 300;
    fireEvent(window, new Event('resize'));
    expect(button.style.left).toBe(`${1024 - 72}px`);
    expect(button.style.top).toBe(`${300 - 72}px`);
  });
});
