import { media, vars } from '@platform/ui-kit';
import { style } from '@vanilla-extract/css';

/**
 * The game page. On a phone it is the whole screen: a short bar (the game's name and the way back) over the game,
 * above the header and the tab bar, as a native game would be; the site's frame is one tap away.
 */
export const frame = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': {
    [media.phone]: {
      position: 'fixed',
      inset: 0,
      zIndex: vars.zIndex.overlay,
      gridTemplateRows: 'auto minmax(0, 1fr)',
      gap: 0,
      background: vars.color.surface,
    },
  },
});

export const frameBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  '@media': { [media.phone]: { padding: `${vars.space.xxs} ${vars.space.sm}`, gap: vars.space.sm } },
});

export const frameTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  '@media': {
    [media.phone]: {
      fontSize: vars.fontSize.md,
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
  },
});

export const frameView = style({
  display: 'block',
  width: '100%',
  // The frame takes the window's height under the header and its own bar, never less than a playable size.
  height: 'max(600px, calc(100vh - 200px))',
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  '@media': { [media.phone]: { height: '100%', borderRadius: 0 } },
});
