// Story-only helpers (never exported from the package). The Storybook preview already wraps every story in the
// toolbar's merchant theme and language (src/storybook/storybook.preview.tsx); these name things in that language.
import { createTranslator, type Messages, type Translator } from '@platform/i18n';
import { expect, waitFor } from 'storybook/test';

/** The translator of the story's language, for play functions: `storyT(context)('accounts.login.submit')`. */
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

/**
 * Waits for an image to load and checks its artwork is whole: its box has the picture's aspect ratio (within 2%), or
 * the picture is fitted inside with `object-fit: contain`. Never a crop.
 */
export async function expectArtworkWhole(image: HTMLImageElement): Promise<void> {
  await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0), { timeout: 5000 });
  const box = image.getBoundingClientRect();
  const natural = image.naturalWidth / image.naturalHeight;
  const rendered = box.width / box.height;
  if (Math.abs(rendered / natural - 1) > 0.02) await expect(getComputedStyle(image).objectFit).toBe('contain');
}

/** Every line of `items` (grouped by their top edge) starts at the container's left and ends at its right (1 px). */
export async function expectRowsFill(container: Element, items: readonly Element[]): Promise<void> {
  const outer = container.getBoundingClientRect();
  const rows = new Map<number, DOMRect[]>();
  for (const item of items) {
    const box = item.getBoundingClientRect();
    const top = Math.round(box.top);
    rows.set(top, [...(rows.get(top) ?? []), box]);
  }
  for (const boxes of rows.values()) {
    await expect(Math.abs(Math.min(...boxes.map((b) => b.left)) - outer.left)).toBeLessThanOrEqual(1);
    await expect(Math.abs(Math.max(...boxes.map((b) => b.right)) - outer.right)).toBeLessThanOrEqual(1);
  }
}
