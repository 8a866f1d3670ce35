import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { TextArea } from './TextArea';
import { TextField } from './TextField';
import { counterAnnounceDelayMs } from './text-field.counter';

afterEach(() => vi.useRealTimers());

/** A controlled field that upper-cases what is typed. */
function Uppercased({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('hi');
  return (
    <TextField
      label="Nickname"
      maxLength={10}
      value={value}
      onValueChange={(next) => {
        onValueChange(next);
        setValue(next.toUpperCase());
      }}
    />
  );
}

describe('TextField', () => {
  it('is named by its label and described by hint and error, and marked invalid', async () => {
    await renderWithI18n(<TextField label="Username" hint="4 to 16 letters" error="Please fill this in" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAccessibleDescription('4 to 16 letters Please fill this in');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not marked invalid without an error', async () => {
    await renderWithI18n(<TextField label="Username" />);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });

  it('caps the length and counts as the player types, uncontrolled', async () => {
    await renderWithI18n(<TextField label="Remarks" maxLength={5} />);
    const input = screen.getByRole('textbox', { name: 'Remarks' });
    expect(input).toHaveAttribute('maxLength', '5');
    expect(input).toHaveAccessibleDescription('0/5');
    await userEvent.type(input, 'abcdefg');
    expect(input).toHaveValue('abcde');
    expect(input).toHaveAccessibleDescription('5/5');
  });

  it('counts a controlled value and reports each change', async () => {
    const onValueChange = vi.fn();
    await renderWithI18n(<Uppercased onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, 'x');
    expect(onValueChange).toHaveBeenLastCalledWith('hix');
    expect(input).toHaveValue('HIX');
    expect(screen.getByText('3/10')).toBeInTheDocument();
  });

  it('announces the count once typing pauses, not at every key', async () => {
    const { container } = await renderWithI18n(<TextField label="Remarks" maxLength={140} />);
    // fireEvent rather than userEvent: Testing Library's async wrapper waits on a real timer.
    vi.useFakeTimers();
    const live = container.querySelector('[aria-live="polite"]')!;
    const input = screen.getByRole('textbox');
    for (const value of ['a', 'ab', 'abc']) {
      fireEvent.change(input, { target: { value } });
      act(() => vi.advanceTimersByTime(counterAnnounceDelayMs / 2));
    }
    expect(live).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(counterAnnounceDelayMs));
    expect(live).toHaveTextContent('3/140');
  });

  it('has no counter without a maximum', async () => {
    await renderWithI18n(<TextField label="Email" />);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');
  });
});

describe('TextArea', () => {
  it('is a labelled multi-line box with the same counter', async () => {
    await renderWithI18n(<TextArea label="Description" maxLength={500} defaultValue="hello" hint="20 to 500" />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAccessibleDescription('20 to 500 5/500');
  });
});
