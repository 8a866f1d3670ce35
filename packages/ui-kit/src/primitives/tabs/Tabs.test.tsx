import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

const items = [
  { value: 'records', label: 'Redemption records', content: <p>Records list</p> },
  { value: 'details', label: 'Point details', content: <p>Details list</p> },
  { value: 'rules', label: 'Rules', content: <p>Rules text</p>, disabled: true },
];

describe('Tabs', () => {
  it('shows only the selected panel, labelled by its tab', () => {
    render(<Tabs label="Points" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Points' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Redemption records' })).toHaveTextContent('Records list');
    expect(screen.queryByText('Details list')).not.toBeInTheDocument();
  });

  it('moves with arrow keys and selects as focus arrives, skipping disabled tabs', async () => {
    const onValueChange = vi.fn();
    render(<Tabs label="Points" items={items} onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Redemption records' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Point details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Details list');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Redemption records' })).toHaveFocus();
    expect(onValueChange.mock.calls).toEqual([['details'], ['records']]);
  });

  it('follows a controlled value', () => {
    render(<Tabs label="Points" items={items} value="details" />);
    expect(screen.getByRole('tab', { name: 'Point details' })).toHaveAttribute('aria-selected', 'true');
  });
});
