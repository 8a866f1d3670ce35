import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { launchIntent } from '../app/launch.port';
import { NoticeBanners } from '../app/NoticeBanners';
import { usePlatform } from '../app/platform.context';
import { HOME_TIMES } from './home.constants';
import * as styles from './home.css';
import { NoticeBar } from './NoticeBar';
import { noticeQueries } from './notices.queries';

/**
 * The home page (/ and /index): the banner carousel (3000 ms), the notice bar and, below, the blocks other features
 * add through their manifests' `homeBlocks` (the lobby's games entry block), each a lazy chunk of its own.
 */
/** True once the page has loaded and the browser has had an idle moment (blocks marked `idle` mount then). */
function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(() => setIdle(true), { timeout: HOME_TIMES.idleBlocksMaxWaitMs });
        cancel = () => cancelIdleCallback(handle);
      } else {
        const timer = setTimeout(() => setIdle(true), 0);
        cancel = () => clearTimeout(timer);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, []);
  return idle;
}

export function HomePage() {
  const platform = usePlatform();
  const { language } = useSnapshot(platform.ui);
  const home = useQuery(noticeQueries.home(platform, language));
  const idle = useIdleAfterLoad();
  return (
    <section aria-labelledby="home-title" className={styles.home}>
      <h1 id="home-title" className={styles.homeTitle}>
        {platform.options.merchant.displayName}
      </h1>
      {/* The slot keeps the carousel's height while the banners load (CLS); it closes only for a merchant with none. */}
      {home.isPending || (home.data && home.data.banners.length > 0) ? (
        // A banner of linkage G starts a game: the launch code loads when the player heads for the banners.
        <div className={styles.bannerSlot} {...launchIntent}>
          {home.data ? (
            <NoticeBanners banners={home.data.banners} intervalMs={HOME_TIMES.homeBannerAutoplayMs} />
          ) : null}
        </div>
      ) : null}
      {home.data ? <NoticeBar notices={home.data.notices} /> : null}
      {platform.features.homeBlocks
        .filter((block) => !block.idle || idle)
        .map(({ key, component: Block }) => (
          <Suspense key={key} fallback={null}>
            <Block />
          </Suspense>
        ))}
    </section>
  );
}
