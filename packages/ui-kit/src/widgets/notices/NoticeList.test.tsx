// @vitest-environment jsdom
// The notice body goes through SafeHtml, and DOMPurify drops <img> under happy-dom (TOOLCHAIN.md).
import { createTranslator, formatDate, type Messages } from '@platform/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { type NoticeData, NoticeList } from './NoticeList';

const notices: NoticeData[] = Array.from({ length: 95 }, (_, i) => ({
  id: i + 1,
  title: `Notice ${i + 1}`,
  content: `<p>Body ${i + 1}</p><img src="x" onerror="alert(1)"><script>alert(2)</script>`,
  startDate: Date.UTC(2024, 4, 1 + (i % 28)),
}));

const titles = () => screen.getAllByRole('button', { expanded: false }).map((button) => button.firstChild?.textContent);

describe('NoticeList', () => {
  it('shows 10 notices a page with 7 page buttons', async () => {
    const { messages } = await renderWithI18n(<NoticeList notices={notices} />);
    const t = createTranslator(messages as Messages);
    expect(titles()).toHaveLength(10);
    const pages = within(screen.getByRole('navigation')).getAllByRole('button', {
      name: new RegExp(`^${t('pagination.page', { page: 0 }).replace('0', '\\d+')}$`),
    });
    expect(pages).toHaveLength(7);
    expect(screen.getByRole('button', { name: t('pagination.page', { page: 10 }) })).toBeInTheDocument();
  });

  it('opens a notice with its content made safe, and closes it on another page', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    const { messages, container } = await renderWithI18n(<NoticeList notices={notices} onPageChange={onPageChange} />);
    const t = createTranslator(messages as Messages);
    const toggle = screen.getByRole('button', { name: /Notice 3\b/ });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Body 3')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    await user.click(screen.getByRole('button', { name: t('pagination.page', { page: 2 }) }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(titles()[0]).toBe('Notice 11');
    expect(screen.queryByText('Body 3')).toBeNull();
  });

  it('shows the publication date in the language of the page', async () => {
    const { messages } = await renderWithI18n(<NoticeList notices={notices.slice(0, 1)} />, 'TH');
    const t = createTranslator(messages as Messages);
    const date = formatDate(Date.UTC(2024, 4, 1), { language: 'TH', style: 'date' });
    expect(date).toContain('2024');
    expect(screen.getByText(t('notices.publishedAt', { date }))).toBeInTheDocument();
  });

  it('shows the empty state without notices', async () => {
    const { messages } = await renderWithI18n(<NoticeList notices={[]} />);
    expect(screen.getByText(createTranslator(messages as Messages)('in_no_data'))).toBeInTheDocument();
  });
});
