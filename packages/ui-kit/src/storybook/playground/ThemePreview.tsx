import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Badge } from '../../primitives/badge/Badge';
import { Button } from '../../primitives/button/Button';
import { cardStyle } from '../../primitives/card/card.css';
import { Checkbox } from '../../primitives/checkbox/Checkbox';
import { CountdownText } from '../../primitives/countdown-text/CountdownText';
import { EmptyState } from '../../primitives/empty-state/EmptyState';
import { Pagination } from '../../primitives/pagination/Pagination';
import { RadioGroup } from '../../primitives/radio-group/RadioGroup';
import { Skeleton } from '../../primitives/skeleton/Skeleton';
import { Tabs } from '../../primitives/tabs/Tabs';
import { TextField } from '../../primitives/text-field/TextField';
import { vars } from '../../theme/contract.css';
import { fontStack, themeRoot } from '../../theme/root.css';
import type { ThemeTokens } from '../../theme/tokens';
import * as styles from './playground.css';

const scriptSamples = [
  ['zh-CN', '简体中文：欢迎来到游戏大厅，立即领取首存奖励。'],
  ['zh-TW', '繁體中文：歡迎來到遊戲大廳，立即領取首存獎勵。'],
  ['ja', '日本語：ゲームロビーへようこそ。初回入金ボーナスを受け取る。'],
  ['th', 'ไทย: ยินดีต้อนรับสู่ล็อบบี้เกม รับโบนัสเงินฝากครั้งแรกทันที'],
  ['vi', 'Tiếng Việt: Chào mừng đến sảnh trò chơi, nhận ngay thưởng nạp đầu tiên.'],
] as const;

/**
 * The header's look in miniature: the chrome, the merchant name in the heading family, the navigation with its
 * current page (the real header, with its grid areas, is the site's; `vars.header` drives both).
 */
function HeaderSample() {
  const item = {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.header.navHeight,
    padding: `0 ${vars.header.navPaddingX}`,
    borderRadius: vars.header.navRadius,
    fontSize: vars.header.navFontSize,
    fontWeight: vars.fontWeight.medium,
    textTransform: vars.text.controlCase,
    letterSpacing: vars.text.controlTracking,
  } as const;
  return (
    <div
      style={{
        display: 'grid',
        justifyItems: vars.header.brandJustify,
        gap: vars.space.xs,
        padding: `${vars.header.paddingY} ${vars.space.md}`,
        background: vars.color.chrome,
        color: vars.color.onChrome,
        borderBottom: `${vars.header.ruleWidth} solid ${vars.color.chromeRule}`,
      }}
    >
      <span
        style={{
          fontFamily: fontStack.heading,
          fontSize: vars.header.brandSize,
          fontWeight: vars.fontWeight.bold,
          textTransform: vars.text.headingCase,
          letterSpacing: vars.text.headingTracking,
          color: vars.color.brand,
        }}
      >
        Aurum Palace
      </span>
      <span
        style={{
          display: 'flex',
          gap: vars.header.navGap,
          justifySelf: 'stretch',
          justifyContent: vars.header.navJustify,
        }}
      >
        <span
          style={{
            ...item,
            background: vars.color.navActive,
            color: vars.color.onNavActive,
            boxShadow: vars.header.navIndicator,
          }}
        >
          Home
        </span>
        <span style={item}>Live casino</span>
        <span style={{ ...item, color: vars.color.link }}>Slots (hover)</span>
      </span>
    </div>
  );
}

/**
 * The tokens being edited, applied with assignInlineVars to a sample of the kit: what a player of the new merchant
 * would see. Only components that render in place (no portals), so the preview keeps its own theme.
 */
export function ThemePreview({ tokens }: { tokens: ThemeTokens }) {
  return (
    <div
      className={`${themeRoot} ${styles.preview}`}
      style={{ ...assignInlineVars(vars, tokens), minHeight: 0 }}
      data-testid="theme-preview"
    >
      <HeaderSample />
      <h2 style={{ fontFamily: fontStack.heading, fontSize: vars.fontSize.xl, margin: 0 }}>Aurum Palace · 金殿娱乐</h2>
      <p style={{ margin: 0 }}>
        Body text on the page surface. <a href="#preview">Promotion terms</a> ·{' '}
        <span style={{ color: vars.color.textMuted }}>muted text</span> · balance{' '}
        <CountdownText remainingMs={3_725_000} />
      </p>
      <div className={styles.previewRow}>
        <Button>Primary</Button>
        <Button tone="secondary">Secondary</Button>
        <Button tone="accent">Accent</Button>
        <Button tone="critical">Critical</Button>
        <Button tone="ghost">Ghost</Button>
        <Badge count={7} />
        <Badge count={120} tone="brand" />
        <Badge count={3} tone="positive" />
      </div>
      <div
        style={{
          display: 'grid',
          gap: vars.space.md,
          padding: vars.space.md,
          background: vars.color.surfaceRaised,
          borderRadius: vars.radius.md,
          boxShadow: vars.shadow.raised,
        }}
      >
        <TextField label="Username" hint="4 to 16 letters or digits" error="Please fill this in" maxLength={16} />
        <Checkbox label="I accept the user agreement" defaultChecked />
        <RadioGroup
          label="Verify with"
          orientation="horizontal"
          defaultValue="E"
          options={[
            { value: 'E', label: 'E-mail' },
            { value: 'S', label: 'SMS' },
          ]}
        />
      </div>
      <div
        style={{
          padding: vars.space.md,
          background: vars.color.surfaceOverlay,
          borderRadius: vars.radius.lg,
          boxShadow: vars.shadow.overlay,
          display: 'grid',
          gap: vars.space.xs,
        }}
      >
        <strong>Dialog surface</strong>
        <span style={{ color: vars.color.positive }}>Positive</span>
        <span style={{ color: vars.color.critical }}>Critical</span>
        <span style={{ color: vars.color.warning }}>Warning</span>
        <span style={{ color: vars.color.info }}>Info</span>
      </div>
      <div className={styles.previewRow}>
        <section className={cardStyle()} aria-label="Card">
          <strong>Card</strong>
          <p style={{ margin: 0, color: vars.color.textMuted }}>cardStyle()</p>
        </section>
        <a href="#preview" className={cardStyle({ interactive: true })}>
          Card link (hover me)
        </a>
      </div>
      <Tabs
        label="Preview tabs"
        items={[
          { value: 'a', label: 'Live casino', content: <Skeleton shape="text" lines={2} /> },
          { value: 'b', label: 'Slots', content: null },
          { value: 'c', label: 'Lottery', content: null },
        ]}
      />
      <Pagination page={4} pageCount={12} onPageChange={() => {}} />
      <EmptyState />
      <div
        style={{ display: 'grid', gap: vars.space.xs, background: vars.color.surfaceSunken, padding: vars.space.md }}
      >
        {scriptSamples.map(([lang, text]) => (
          <p key={lang} lang={lang} style={{ margin: 0 }}>
            {text}
          </p>
        ))}
      </div>
    </div>
  );
}
