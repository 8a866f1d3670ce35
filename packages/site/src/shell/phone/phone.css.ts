import { media } from '@platform/ui-kit';
import { style } from '@vanilla-extract/css';

/** What only a phone shows (the tab bar): nothing on a wider screen, chosen by CSS so the first paint is right. */
export const phoneOnly = style({ display: 'none', '@media': { [media.phone]: { display: 'contents' } } });

/** What only a wider screen shows (the header's navigation and language picker: on a phone they are in the menu). */
export const desktopOnly = style({ '@media': { [media.phone]: { display: 'none' } } });
