// Story-only helpers (never exported from the package): every widget story renders with the real catalogue of the
// toolbar's language, and play functions name elements in that language through `storyT`.
import {
  createTranslator,
  isLanguage,
  type Language,
  loadMessages,
  type Messages,
  type Translator,
} from '@platform/i18n';
import type { Decorator, Loader } from '@storybook/react-vite';
import { I18nProvider } from '../../i18n/I18nProvider';
import { ToastProvider } from '../../primitives/toast/ToastProvider';

const languageOf = (globals: Record<string, unknown>): Language => (isLanguage(globals.locale) ? globals.locale : 'CN');

/** Loads the catalogue of the toolbar's language before the story renders. */
export const loadStoryMessages: Loader = async ({ globals }) => ({ messages: await loadMessages(languageOf(globals)) });

/** Wraps the story in the I18nProvider (and a toast stack, as the site shell has one). */
export const withStoryI18n: Decorator = (Story, { globals, loaded }) => (
  <I18nProvider language={languageOf(globals)} messages={loaded.messages as Messages}>
    <ToastProvider>
      <Story />
    </ToastProvider>
  </I18nProvider>
);

/** The translator of the story's language, for play functions: `storyT(context)('login.submit')`. */
export function storyT(context: { loaded: Record<string, unknown> }): Translator {
  return createTranslator(context.loaded.messages as Messages);
}

/** The parameters every widget story module spreads into its meta. */
export const widgetStoryDefaults = { decorators: [withStoryI18n], loaders: [loadStoryMessages] };

/** Story globals that show a story in the light merchant theme (the default toolbar theme is the dark one). */
export const verdeTheme = { theme: 'verde' } as const;

/** Story globals for the stress stories: long Thai and Vietnamese text in the verde and aurum themes. */
export const thaiStress = { locale: 'TH' } as const;
export const vietnameseStress = { locale: 'VI', theme: 'verde' } as const;

/** Images for stories, drawn inline so stories never reach the network. */
export function storyImage(label: string, hue: number, width = 160, height = 160): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,25%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><text x="50%" y="54%" font-family="sans-serif" font-size="${Math.round(Math.min(width, height) / 6)}" font-weight="bold" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
