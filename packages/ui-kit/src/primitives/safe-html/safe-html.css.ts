import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Server HTML arrives unstyled or with inline styles; keep it inside its box and readable in every theme.
// `contain: paint` is the second wall behind the style allowlist: the box becomes the containing block of any fixed or
// absolute descendant and clips what would paint outside it, so no content can cover the UI around the box.
export const content = style({ overflowWrap: 'anywhere', minWidth: 0, contain: 'paint', isolation: 'isolate' });

globalStyle(`${content} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${content} a`, { color: vars.color.link });
globalStyle(`${content} table`, { borderCollapse: 'collapse', maxWidth: '100%' });
globalStyle(`${content} td, ${content} th`, { border: `1px solid ${vars.color.border}`, padding: vars.space.xs });
