/** How a banner links (notices' linkageType): a URL, a promotion (P) or a game (G). */
export type BannerLinkageType = 'URL' | 'P' | 'G';

import { gameLobbyHref } from './game.lobby';

/** A banner as a click needs it (player-site §3 Banner). */
export interface BannerLink {
  linkageType?: BannerLinkageType | null;
  linkage?: string | null;
  vendor?: string | null;
  roomId?: string | null;
  nodeId?: string | null;
}

export interface BannerOpenDeps {
  /** Moves inside the site (`router.history.push`). */
  navigate: (href: string) => void;
  /** Opens an outside address in a new tab. */
  openWindow: (url: string) => void;
  /** Starts a game (the launch feature's helper); absent: the game's lobby page opens instead. */
  launchGame?: (game: { gameId: string; vendor: string | null; roomId: string | null; nodeId: string | null }) => void;
}

/** Addresses a banner may open: the web's, or a path of this site. `javascript:` and the like never. */
function safeUrl(linkage: string): { external: boolean; href: string } | null {
  if (linkage.startsWith('/') && !linkage.startsWith('//')) return { external: false, href: linkage };
  try {
    const url = new URL(linkage);
    return url.protocol === 'http:' || url.protocol === 'https:' ? { external: true, href: url.href } : null;
  } catch {
    return null;
  }
}

/**
 * What a banner click does, by linkage type (player-site §3): ONE table. URL opens the address (a new tab for another
 * site); P opens the promotion (/promotions#id, the page scrolls to it); G starts the game, or opens its lobby page.
 */
export const BANNER_LINKAGE: Readonly<Record<BannerLinkageType, (banner: BannerLink, deps: BannerOpenDeps) => void>> = {
  URL: (banner, deps) => {
    const target = banner.linkage ? safeUrl(banner.linkage.trim()) : null;
    if (!target) return;
    if (target.external) deps.openWindow(target.href);
    else deps.navigate(target.href);
  },
  P: (banner, deps) => {
    if (banner.linkage) deps.navigate(`/promotions#${encodeURIComponent(banner.linkage)}`);
  },
  G: (banner, deps) => {
    const game = {
      gameId: banner.linkage ?? '',
      vendor: banner.vendor ?? null,
      roomId: banner.roomId ?? null,
      nodeId: banner.nodeId ?? null,
    };
    if (deps.launchGame && game.gameId && game.vendor) deps.launchGame(game);
    else deps.navigate(gameLobbyHref({ vendor: banner.vendor ?? null }));
  },
};

export function openBanner(banner: BannerLink, deps: BannerOpenDeps): void {
  if (banner.linkageType) BANNER_LINKAGE[banner.linkageType]?.(banner, deps);
}
