import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textarea = style({ resize: 'vertical', lineHeight: vars.lineHeight.body, minHeight: 96 });
