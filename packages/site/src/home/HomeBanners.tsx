import { BannerCarousel } from '@platform/ui-kit';
import { useRouter } from '@tanstack/react-router';
import { openBanner } from '../games/banner.linkage';
import { useLaunchGame } from '../games/useLaunchGame';
import { HOME_TIMES } from './home.constants';
import type { Notice } from './notices.queries';

/** The home page's banner carousel: 3000 ms autoplay (player-site §2), clicks by linkage type (banner.linkage.ts). */
export function HomeBanners({ banners }: { banners: readonly Notice[] }) {
  const router = useRouter();
  const launch = useLaunchGame();
  return (
    <BannerCarousel
      intervalMs={HOME_TIMES.homeBannerAutoplayMs}
      banners={banners.map((banner) => ({
        id: banner.bannerId ?? banner.id,
        imageUrl: banner.url ?? '',
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
