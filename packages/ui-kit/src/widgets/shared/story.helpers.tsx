// Story-only helpers (never exported from the package). The Storybook preview already wraps every story in the
// toolbar's merchant theme and language (src/storybook/storybook.preview.tsx); these name things in that language.
import { createTranslator, type Messages, type Translator } from '@platform/i18n';

/** The translator of the story's language, for play functions: `storyT(context)('login.submit')`. */
export function storyT(context: { loaded: Record<string, unknown> }): Translator {
  return createTranslator(context.loaded.messages as Messages);
}

/** A game icon or banner drawn inline (a gradient and a label), so stories never reach the network. */
export function storyImage(label: string, hue: number, width = 160, height = 160): string {
  const size = Math.round(Math.min(width, height) / 5);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,22%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><text x="50%" y="55%" font-family="sans-serif" font-size="${size}" font-weight="bold" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** An escaped RegExp that matches `text` anywhere (for names that carry a hidden suffix). */
export function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** A label's text, with or without the required mark that is part of it (for `getByLabelText`). */
export function labelled(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
}
