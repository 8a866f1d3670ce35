import type { ThemeTokens } from './tokens';

/**
 * The scales every merchant shares unless it says otherwise: script font stacks, type sizes, weights and line
 * heights, spacing, motion and stacking. A merchant's look is its colours, fonts, radii and shadows; it overrides a
 * scale step only where its brand needs it (VERDE's heavier weights and smaller display sizes).
 */
export const baseScales = {
  fontScript: {
    zhCN: '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans SC", "Noto Sans CJK SC", "Source Han Sans SC"',
    zhTW: '"PingFang TC", "Microsoft JhengHei", "Noto Sans TC", "Noto Sans CJK TC", "Source Han Sans TC"',
    ja: '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic UI", "Yu Gothic", Meiryo, "Noto Sans JP", "Noto Sans CJK JP"',
    th: '"Noto Sans Thai", "Noto Sans Thai UI", Sarabun, "Leelawadee UI", Leelawadee, Thonburi, Tahoma',
    vi: '"Be Vietnam Pro", "Noto Sans", "Segoe UI", Roboto, Arial',
  },
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '24px', xxl: '32px' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', body: '1.6', tallTight: '1.5', tallBody: '1.85' },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  motion: { fast: '120ms', normal: '220ms', slow: '420ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  zIndex: { sticky: '10', floating: '100', overlay: '1000', dialog: '1010', popover: '1020', toast: '1100' },
  text: { headingCase: 'none', headingTracking: 'normal', controlCase: 'none', controlTracking: 'normal' },
  control: {
    heightSm: '32px',
    heightMd: '40px',
    heightLg: '48px',
    paddingX: '16px',
    fontSize: '16px',
    radius: '8px',
    pressedScale: '0.98',
  },
  card: {
    radius: '14px',
    borderWidth: '1px',
    padding: '16px',
    shadow: 'none',
    sheen: 'none',
    hoverShadow: 'none',
    hoverLift: '0px',
    imageRadius: '8px',
    imageFit: 'cover',
  },
  // Two rows: brand and account on top, the navigation under them; a player's info bar takes a row of its own.
  header: {
    areas: '"brand end" "nav nav"',
    columns: 'auto minmax(0, 1fr)',
    playerAreas: '"brand" "end" "nav"',
    playerColumns: 'minmax(0, 1fr)',
    minHeight: '64px',
    paddingY: '4px',
    rowGap: '0px',
    ruleWidth: '1px',
    brandJustify: 'start',
    brandSize: '24px',
    phoneBrandSize: '20px',
    navJustify: 'start',
    navWrap: 'wrap',
    navRuleWidth: '1px',
    navGap: '4px',
    navFontSize: '16px',
    navHeight: '36px',
    navPaddingX: '8px',
    navRadius: '4px',
    navIndicator: 'inset 0 -2px 0 currentColor',
  },
} as const satisfies Pick<ThemeTokens, ScaleName>;

/**
 * The groups with defaults: a merchant writes only the steps it changes. The structural groups (`text`, `control`,
 * `card`, `header`) are here too, so a new merchant starts from a sober look and adds its brand decisions.
 */
export type ScaleName =
  | 'fontScript'
  | 'fontSize'
  | 'fontWeight'
  | 'lineHeight'
  | 'space'
  | 'motion'
  | 'zIndex'
  | 'text'
  | 'control'
  | 'card'
  | 'header';

/** What a merchant writes: its colours, fonts, radii and shadows, and any step of a base scale it changes. */
export type MerchantTokens = Omit<ThemeTokens, ScaleName> & { [K in ScaleName]?: Partial<ThemeTokens[K]> };

/** A merchant's full theme tokens: the base scales with its own steps over them. */
export function defineThemeTokens(merchant: MerchantTokens): ThemeTokens {
  const scales = Object.fromEntries(
    (Object.keys(baseScales) as ScaleName[]).map((name) => [name, { ...baseScales[name], ...merchant[name] }]),
  ) as Pick<ThemeTokens, ScaleName>;
  return { ...merchant, ...scales };
}

/** The merchant's own part of full tokens: everything but the base scales' steps it does not change. */
export function merchantPartOf(tokens: ThemeTokens): MerchantTokens {
  const own: Record<string, unknown> = {};
  for (const [group, values] of Object.entries(tokens)) {
    const base = (baseScales as Record<string, Record<string, string>>)[group];
    if (!base) {
      own[group] = values;
      continue;
    }
    const changed = Object.entries(values as Record<string, string>).filter(([step, value]) => base[step] !== value);
    if (changed.length > 0) own[group] = Object.fromEntries(changed);
  }
  return own as MerchantTokens;
}
