import { style } from '@vanilla-extract/css';

export { headerRow, linkButton } from '../app/page.css';

/** Holds the mall's height while its first data loads, so nothing below jumps (CLS). */
export const loading = style({ minHeight: 480 });

export { heading, page } from '../app/page.css';
