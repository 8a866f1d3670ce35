import { style } from '@vanilla-extract/css';
import { fontStack } from '../../theme/root.css';

export const countdown = style({
  fontFamily: fontStack.numeric,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
