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
