import { themeRoot } from '@platform/ui-kit';
import type { Decorator, Preview } from '@storybook/react-vite';
import { merchantThemes } from './themes.css';

type ThemeName = keyof typeof merchantThemes;

/** CN, TW, JA, EN, TH, VI and the `lang` attribute each maps to (spec NOTES). */
const locales = { CN: 'zh-CN', TW: 'zh-TW', JA: 'ja', EN: 'en', TH: 'th', VI: 'vi' } as const;
type Locale = keyof typeof locales;

const withMerchantTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme as ThemeName) ?? 'aurum';
  const locale = (context.globals.locale as Locale) ?? 'CN';
  return (
    <div
      className={`${merchantThemes[theme] ?? merchantThemes.aurum} ${themeRoot}`}
      lang={locales[locale]}
      style={{ padding: 16 }}
    >
      <Story />
    </div>
  );
};

const preview: Preview = {
  decorators: [withMerchantTheme],
  globalTypes: {
    theme: {
      description: 'Merchant theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: Object.keys(merchantThemes).map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: Object.keys(locales).map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'aurum', locale: 'CN' },
  parameters: {
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
};

export default preview;
