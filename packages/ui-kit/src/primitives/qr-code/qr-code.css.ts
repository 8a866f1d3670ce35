import { style } from '@vanilla-extract/css';

export const qr = style({ display: 'block', maxWidth: '100%', height: 'auto' });
