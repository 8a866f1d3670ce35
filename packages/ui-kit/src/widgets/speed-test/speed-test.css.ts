import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Room for the 10 candidates from the first paint, so the rows arriving move nothing below (CLS). */
export const panel = style({ display: 'grid', gap: vars.space.md, minWidth: 0, alignContent: 'start', minHeight: 560 });

export const domain = style({ fontFamily: 'monospace', overflowWrap: 'anywhere' });

/** The class in words, with the status colours (each also a word, never colour alone). */
export const speedClass = style({
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&[data-class="fast"]': { color: vars.color.positive },
    '&[data-class="slow"]': { color: vars.color.warning },
    '&[data-class="unreachable"]': { color: vars.color.critical },
  },
});

export const enter = style({ color: vars.color.link, fontWeight: vars.fontWeight.medium });

/** A result cell as wide as its widest words from the start, so the columns do not move as the results arrive. */
export const cell = style({ display: 'inline-block', minWidth: '9em' });
