import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';
import { badgeLabel } from './badge.label';

describe('badgeLabel', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '...'],
    [12_345, '...'],
    [7.9, '7'],
    [0, null],
    [-1, null],
    [Number.NaN, null],
  ])('shows %s as %j', (count, expected) => {
    expect(badgeLabel(count)).toBe(expected);
  });

  it('shows zero when asked and takes another maximum', () => {
    expect(badgeLabel(0, { showZero: true })).toBe('0');
    expect(badgeLabel(10, { max: 9 })).toBe('...');
  });
});

describe('Badge', () => {
  it('shows dots above 99 while screen readers hear the exact count', () => {
    const { container } = render(<Badge count={120} />);
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('...');
    expect(screen.getByText('120')).toBeInTheDocument();
  });

  it('reads a label instead of the bare number when given one', () => {
    render(<Badge count={3} label="3 unread messages" />);
    expect(screen.getByText('3 unread messages')).toBeInTheDocument();
  });

  it('renders nothing for zero, and a labelled dot on request', () => {
    const { container, rerender } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge dot label="New promotions" />);
    expect(screen.getByText('New promotions')).toBeInTheDocument();
  });
});
