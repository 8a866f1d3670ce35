import type { Language } from '@platform/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { containing, storyT } from '../shared/story.helpers';
import { LanguagePicker, type LanguagePickerProps } from './LanguagePicker';

function Stateful(props: LanguagePickerProps) {
  const [value, setValue] = useState<Language>(props.value);
  return (
    <LanguagePicker
      {...props}
      value={value}
      onChange={(language) => {
        setValue(language);
        props.onChange(language);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/LanguagePicker',
  component: LanguagePicker,
  args: { value: 'CN', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the header: each language in itself, with its lang attribute. */
export const Header: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: containing(t('language.title')) }));
    const list = await screen.findByRole('list', { name: t('language.title') });
    await expect(within(list).getByRole('button', { name: 'ไทย' })).toHaveAttribute('lang', 'th');
    await expect(within(list).getByRole('button', { name: '简体中文' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(list).getByRole('button', { name: 'Tiếng Việt' }));
    await expect(args.onChange).toHaveBeenCalledWith('VI');
    await expect(canvas.getByRole('button', { name: containing('Tiếng Việt') })).toBeInTheDocument();
  },
};

/** The /lang page: the merchant's languages as a list. */
export const Page: Story = { args: { variant: 'list', value: 'TH', languages: ['TH', 'EN', 'CN'] } };

export const StressThai: Story = { globals: { locale: 'TH' }, args: { value: 'TH', variant: 'list' } };

export const StressVietnamese: Story = { globals: { locale: 'VI' }, args: { value: 'VI' } };
