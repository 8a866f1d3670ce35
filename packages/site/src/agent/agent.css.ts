import { style } from '@vanilla-extract/css';

/** The header's Agent entry keeps its words on one line; the account area wraps its items instead. */
export const entry = style({ whiteSpace: 'nowrap' });
