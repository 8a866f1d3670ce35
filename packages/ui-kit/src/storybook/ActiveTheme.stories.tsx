import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { parseColor } from '../theme/color';
import { vars } from '../theme/contract.css';
import { merchantTokens } from '../theme/merchantTokens.dev';

/** The colour tokens of the theme chosen in the toolbar, as swatches. */
function Swatches() {
  return (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 8, padding: 0 }}>
      {Object.entries(vars.color).map(([name, value]) => (
        <li key={name} style={{ listStyle: 'none', display: 'flex', gap: 8, alignItems: 'center' }}>
          <span
            aria-hidden="true"
            style={{
              width: 32,
              height: 32,
              borderRadius: 6,
              background: value,
              border: `1px solid ${vars.color.border}`,
            }}
          />
          {name}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Themes/Active theme',
  component: Swatches,
} satisfies Meta<typeof Swatches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toolbar's merchant theme reaches the page and the portals (on <body>). */
export const ColourTokens: Story = {
  play: async ({ globals }) => {
    const tokens = merchantTokens[String(globals.theme)]!;
    const { r, g, b } = parseColor(tokens.color.surface)!;
    await expect(getComputedStyle(document.body).backgroundColor).toBe(`rgb(${r}, ${g}, ${b})`);
  },
};

const samples = [
  ['zh-CN', 'zhCN', '欢迎来到游戏大厅'],
  ['zh-TW', 'zhTW', '歡迎來到遊戲大廳'],
  ['ja', 'ja', 'ゲームロビーへようこそ'],
  ['th', 'th', 'ยินดีต้อนรับสู่ล็อบบี้เกม'],
  ['vi', 'vi', 'Chào mừng đến sảnh trò chơi'],
] as const;

/** Each language picks its own script fonts; Thai and Vietnamese get the tall line height. */
export const ScriptFonts: Story = {
  render: () => (
    <div>
      {samples.map(([lang, , text]) => (
        <p key={lang} lang={lang}>
          {text}
        </p>
      ))}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const tokens = merchantTokens[String(globals.theme)]!;
    const firstFamily = (stack: string) => stack.split(',')[0]!.trim();
    for (const [lang, script] of samples) {
      const style = getComputedStyle(canvasElement.querySelector(`[lang="${lang}"]`)!);
      await expect(style.fontFamily).toContain(firstFamily(tokens.fontScript[script]));
      await expect(style.fontFamily.startsWith(firstFamily(tokens.font.body))).toBe(true);
      const tall = lang === 'th' || lang === 'vi';
      const ratio = Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize);
      await expect(ratio).toBeCloseTo(Number(tall ? tokens.lineHeight.tallBody : tokens.lineHeight.body), 1);
    }
  },
};

/** prefers-reduced-motion sets every duration token to 0 ms (checked in the page's style sheets). */
export const ReducedMotion: Story = {
  play: async () => {
    const variable = (name: string) => /var\((--[^)]+)\)/.exec(name)?.[1] ?? name;
    const durations = [vars.motion.fast, vars.motion.normal, vars.motion.slow].map(variable);
    const zeroed = new Set<string>();
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (!(rule instanceof CSSMediaRule) || !rule.conditionText.includes('prefers-reduced-motion: reduce')) continue;
        for (const inner of Array.from(rule.cssRules) as CSSStyleRule[]) {
          for (const name of durations) if (inner.style?.getPropertyValue(name).trim() === '0ms') zeroed.add(name);
        }
      }
    }
    await expect([...zeroed].sort()).toEqual([...durations].sort());
  },
};
