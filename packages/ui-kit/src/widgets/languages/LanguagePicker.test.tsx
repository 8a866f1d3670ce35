import { createTranslator, type Messages } from '@platform/i18n';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { LanguagePicker } from './LanguagePicker';

describe('LanguagePicker', () => {
  it('names each language in itself with its lang attribute, the current one marked', async () => {
    const user = userEvent.setup({ delay: null });
    const { messages } = await renderWithI18n(<LanguagePicker value="TH" onChange={vi.fn()} />);
    const t = createTranslator(messages as Messages);
    const trigger = screen.getByRole('button', { name: `${t('language.title')} ไทย` });
    await user.click(trigger);
    const names = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(names).toEqual(['简体中文', '繁體中文', '日本語', 'English', 'ไทย', 'Tiếng Việt']);
    expect(screen.getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute('lang', 'vi');
    expect(screen.getByRole('button', { name: '繁體中文' })).toHaveAttribute('lang', 'zh-TW');
    expect(screen.getByRole('button', { name: 'ไทย' })).toHaveAttribute('aria-current', 'true');
  });

  it('reports a new language and closes; choosing the current one changes nothing', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    const { messages } = await renderWithI18n(<LanguagePicker value="CN" onChange={onChange} />);
    const t = createTranslator(messages as Messages);
    await user.click(screen.getByRole('button', { name: `${t('language.title')} 简体中文` }));
    await user.click(screen.getByRole('button', { name: '简体中文' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: `${t('language.title')} 简体中文` }));
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(onChange).toHaveBeenCalledWith('EN');
    expect(screen.queryByRole('button', { name: '日本語' })).toBeNull();
  });

  it("offers only the merchant's languages, as a list on a page of its own", async () => {
    await renderWithI18n(
      <LanguagePicker value="EN" onChange={vi.fn()} variant="list" languages={['EN', 'TH', 'VI']} />,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['English', 'ไทย', 'Tiếng Việt']);
  });
});
