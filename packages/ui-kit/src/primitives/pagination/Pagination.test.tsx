import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { Pagination } from './Pagination';

function Controlled({ start = 1, count = 20 }) {
  const [page, setPage] = useState(start);
  return <Pagination page={page} pageCount={count} onPageChange={setPage} />;
}

describe('Pagination', () => {
  it('is a labelled navigation with 7 page buttons and the current one marked', async () => {
    await renderWithI18n(<Pagination page={10} pageCount={20} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const pages = screen.getAllByRole('button', { name: /^Page \d+$/ });
    expect(pages.map((button) => button.textContent)).toEqual(['1', '8', '9', '10', '11', '12', '20']);
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(nav).toBeInTheDocument();
  });

  it('goes to a page, to the next and to the previous, and announces where it is', async () => {
    const { container } = await renderWithI18n(<Controlled />);
    const live = container.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent('');
    await userEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(live).toHaveTextContent('Page 6 of 20');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(live).toHaveTextContent('Page 6 of 20');
  });

  it('keeps previous and next focusable at the ends but does nothing with them', async () => {
    const onPageChange = vi.fn();
    await renderWithI18n(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('renders nothing for a single page unless asked', async () => {
    const { container, rerender } = await renderWithI18n(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination page={1} pageCount={1} onPageChange={() => {}} hideWhenSingle={false} />);
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });
});
