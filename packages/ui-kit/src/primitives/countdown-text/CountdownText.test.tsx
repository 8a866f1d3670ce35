import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountdownText } from './CountdownText';

describe('CountdownText', () => {
  it.each([
    ['auto', 65_000, '01:05'],
    ['auto', 3_600_000, '01:00:00'],
    ['minutes', 120_000, '02:00'],
    ['hours', 59_000, '00:00:59'],
    ['issue', 500, '--:--:--'],
    ['issue', 3_725_000, '01:02:05'],
  ] as const)('formats %s %i ms as %s with @platform/countdown', (format, ms, text) => {
    render(<CountdownText remainingMs={ms} format={format} />);
    expect(screen.getByRole('timer')).toHaveTextContent(text);
  });

  it('is a timer with a machine-readable duration and an optional hidden label', () => {
    const { container } = render(<CountdownText remainingMs={90_500} label="Draw closes in" />);
    expect(screen.getByRole('timer')).toHaveTextContent('Draw closes in 01:31');
    expect(container.querySelector('time')).toHaveAttribute('dateTime', 'PT91S');
  });
});
