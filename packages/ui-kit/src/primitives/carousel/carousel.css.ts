import { style } from '@vanilla-extract/css';
import { focusRing } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, position: 'relative' });

export const viewport = style({ overflow: 'hidden', borderRadius: vars.radius.md });

export const track = style({ display: 'flex', touchAction: 'pan-y pinch-zoom' });

export const slide = style({ flex: '0 0 100%', minWidth: 0 });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
});

export const dots = style({ display: 'flex', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

// A 24 px hit area around a 10 px dot (WCAG 2.5.8 target size).
export const dot = style({
  all: 'unset',
  display: 'grid',
  placeItems: 'center',
  width: 24,
  height: 24,
  borderRadius: '50%',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
  '::before': {
    content: '""',
    width: 10,
    height: 10,
    borderRadius: '50%',
    border: `2px solid ${vars.color.borderStrong}`,
    boxSizing: 'border-box',
  },
});

export const dotCurrent = style({
  '::before': { background: vars.color.brand, borderColor: vars.color.brand },
});

export const thumbnails = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
});

export const thumbnail = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'block',
  width: 64,
  height: 48,
  borderRadius: vars.radius.sm,
  border: '2px solid transparent',
  overflow: 'hidden',
  cursor: 'pointer',
  opacity: 0.7,
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.brand, opacity: 1 },
    '&:focus-visible': focusRing,
  },
});

export const thumbnailImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
