import type { ReactNode } from 'react';
import { Icon as Glyph } from '../../icons/icons';

// The right bar's glyphs (24 px strokes, decorative: each entry carries its visible label), in the kit's icon frame.
// Drawn here: they are the bar's own and cost a few hundred bytes in all.
const bubble = <path d="M4 5h16v11H9l-5 4z" />;

export const rightBarGlyphs: Readonly<Record<string, ReactNode>> = {
  wechat: (
    <Glyph>
      <circle cx="9" cy="10" r="6" />
      <path d="M13 17a6 5 0 1 0 2-9" />
    </Glyph>
  ),
  qq: (
    <Glyph>
      <path d="M12 3a5 6 0 0 1 5 6c0 3 2 5 2 8-1 0-2-1-3-2-1 2-2 3-4 3s-3-1-4-3c-1 1-2 2-3 2 0-3 2-5 2-8a5 6 0 0 1 5-6z" />
    </Glyph>
  ),
  liveChat: <Glyph>{bubble}</Glyph>,
  skype: (
    <Glyph>
      <circle cx="12" cy="12" r="8" />
      <path d="M15 9c-1-1-5-2-5 1s5 2 5 5-4 2-6 0" />
    </Glyph>
  ),
  appDownload: (
    <Glyph>
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M11 18h2" />
    </Glyph>
  ),
  promotion: (
    <Glyph>
      <rect x="3" y="8" width="18" height="13" rx="1" />
      <path d="M12 8v13M3 12h18M12 8c-2-4-6-4-6-1s6 1 6 1 6 2 6-1-4-3-6 1" />
    </Glyph>
  ),
  speedTest: (
    <Glyph>
      <path d="M4 18a8 8 0 1 1 16 0" />
      <path d="M12 18l4-6" />
    </Glyph>
  ),
  noticeBoard: (
    <Glyph>
      <path d="M4 9v6h3l6 4V5L7 9z" />
      <path d="M17 9a4 4 0 0 1 0 6" />
    </Glyph>
  ),
  help: (
    <Glyph>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5V14M12 17h.01" />
    </Glyph>
  ),
  recharge: (
    <Glyph>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M16 15h2" />
    </Glyph>
  ),
  acmc: (
    <Glyph>
      <path d="M12 3l7 3v6c0 4-3 7-7 9-4-2-7-5-7-9V6z" />
      <path d="M9 12l2 2 4-4" />
    </Glyph>
  ),
  zalo: (
    <Glyph>
      {bubble}
      <path d="M9 9h5l-5 4h5" />
    </Glyph>
  ),
  feedback: (
    <Glyph>
      <path d="M4 20l1-4L16 5l3 3L8 19z" />
    </Glyph>
  ),
  backToTop: (
    <Glyph>
      <path d="M6 14l6-6 6 6M6 5h12" />
    </Glyph>
  ),
};
