import type { Contract, OutputOf } from '@platform/api-client/contract';
import { openBanner } from '@platform/games';
import { BannerCarousel } from '@platform/ui-kit';
import { useRouter } from '@tanstack/react-router';
import { useLaunchGame } from './useLaunchGame';

type Notice = OutputOf<Contract['notices']['list']>['list'][number];

/**
 * A carousel of notice banners (the home page's B banners, the promotions page's PR banners): clicks by linkage type
 * (banner.linkage.ts: a URL, a promotion, a game). `intervalMs` is the autoplay (player-site §2: 3000 ms on the home
 * page, 2500 ms elsewhere).
 */
export function NoticeBanners({ banners, intervalMs }: { banners: readonly Notice[]; intervalMs?: number }) {
  const router = useRouter();
  const launch = useLaunchGame();
  return (
    <BannerCarousel
      {...(intervalMs ? { intervalMs } : {})}
      banners={banners.map((banner) => ({
        id: banner.bannerId ?? banner.id,
        imageUrl: banner.url ?? '',
        phoneImageUrl: banner.mobileUrl ?? null,
        title: banner.title,
        linkageType: banner.linkageType,
        linkage: banner.linkage,
        notice: banner,
      }))}
      onOpen={({ notice }) =>
        openBanner(notice, {
          navigate: (href) => router.history.push(href),
          openWindow: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
          // Straight from the click: the launch opens the game window while the click is being handled.
          launchGame: (game) => void launch({ gameId: game.gameId, vassalage: game.vendor ?? '', nodeId: game.nodeId }),
        })
      }
    />
  );
}
