import { vars } from '@platform/ui-kit';
import { style } from '@vanilla-extract/css';

export const headerLogin = style({ display: 'flex', gap: vars.space.md });
