import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The browser's own list, with the field look and a drawn chevron (the control keeps its native keyboard and picker).
export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  paddingInlineEnd: 36,
  backgroundImage: `linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)`,
  backgroundPosition: 'calc(100% - 18px) 55%, calc(100% - 13px) 55%',
  backgroundSize: '5px 5px, 5px 5px',
  backgroundRepeat: 'no-repeat',
  color: vars.color.text,
  selectors: { '&:invalid': { color: vars.color.textMuted } },
});
