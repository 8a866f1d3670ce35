// Storybook's decorator, loader and toolbars, which .storybook/preview.tsx puts in its preview object. Kept in ui-kit
// so they are typechecked and linted with the components they show; not exported from the package.
import { htmlLang, isLanguage, type Language, languages, loadMessages, type Messages } from '@platform/i18n';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { I18nProvider } from '../i18n/I18nProvider';
import { ToastProvider } from '../primitives/toast/ToastProvider';
import { themeRoot } from '../theme/root.css';
import { merchantThemes } from './storybook.themes.css';

// Every merchant's self-hosted fonts (apps/merchant-*/src/fonts.css), so stories show the brands' type as players see
// it; found by glob like the themes.
import.meta.glob('../../../../apps/merchant-*/src/fonts.css', { eager: true });

/** The toolbar value that shows a story once per merchant theme, side by side. */
export const allThemes = 'all';

const themeNames = Object.keys(merchantThemes);

// The theme the story tests run under: the Vitest set-up runs every story once per merchant (see
// vitest.storybook.config.ts); Storybook itself starts on the first merchant.
declare const __STORYBOOK_THEME__: string | undefined;
const defaultTheme = typeof __STORYBOOK_THEME__ === 'string' ? __STORYBOOK_THEME__ : (themeNames[0] ?? '');

const themeClass = (name: string) => merchantThemes[name] ?? merchantThemes[defaultTheme] ?? '';

const languageOf = (value: unknown): Language => (isLanguage(value) ? value : 'CN');

/** Loads the catalogue of the toolbar language before the story renders (re-run when the toolbar changes). */
export const loadStoryMessages: Loader = async ({ globals }) => ({
  messages: await loadMessages(languageOf(globals.locale)),
});

/**
 * The story inside the merchant theme and language of the toolbars. The theme class also goes on <body> and the
 * language on <html>, because dialogs, selects and toasts render in portals at the end of <body>.
 */
export const withThemeAndLanguage: Decorator = (Story, context) => {
  const language = languageOf(context.globals.locale);
  const messages = context.loaded.messages as Messages;
  const chosen = String(context.globals.theme ?? defaultTheme);
  const lang = htmlLang[language];
  document.documentElement.lang = lang;
  // Only our classes change: Storybook keeps its own (sb-show-main...) on <body>.
  document.body.classList.remove(...Object.values(merchantThemes));
  document.body.classList.add(themeClass(chosen === allThemes ? defaultTheme : chosen), themeRoot);
  const frame = (name: string) => (
    <div key={name} className={`${themeClass(name)} ${themeRoot}`} style={{ minHeight: 0, padding: 16, flex: 1 }}>
      <Story />
    </div>
  );
  return (
    <I18nProvider language={language} messages={messages}>
      <ToastProvider>
        {chosen === allThemes ? (
          <div style={{ display: 'flex', flexWrap: 'wrap', minHeight: '100vh' }}>{themeNames.map(frame)}</div>
        ) : (
          frame(chosen)
        )}
      </ToastProvider>
    </I18nProvider>
  );
};

/** The toolbars: the merchant theme (or all side by side) and the language. */
export const storyGlobalTypes: Preview['globalTypes'] = {
  theme: {
    description: 'Merchant theme',
    toolbar: {
      title: 'Theme',
      icon: 'paintbrush',
      items: [
        ...themeNames.map((value) => ({ value, title: value })),
        { value: allThemes, title: 'All themes side by side' },
      ],
      dynamicTitle: true,
    },
  },
  locale: {
    description: 'Language',
    toolbar: {
      title: 'Language',
      icon: 'globe',
      items: languages.map((value) => ({ value, title: `${value} (${htmlLang[value]})` })),
      dynamicTitle: true,
    },
  },
};

/**
 * The axe pass (a violation fails the story test). A merchant theme changes colours only: the same DOM under another
 * class. So the story tests check every rule under the first merchant's theme and, under each other theme, the rules
 * that read colours; the structural rules would only give the same answer again. Storybook's own panel checks every
 * rule whatever the theme.
 */
export const storyA11y = {
  test: 'error',
  ...(typeof __STORYBOOK_THEME__ === 'string' && __STORYBOOK_THEME__ !== [...themeNames].sort()[0]
    ? { options: { runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] } } }
    : {}),
};

/** What the toolbars start on: the first merchant's theme (or the one the story test run names), in Chinese. */
export const storyInitialGlobals: Preview['initialGlobals'] = { theme: defaultTheme, locale: 'CN' };
