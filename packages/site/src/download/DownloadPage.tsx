import { AppDownload, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio/react';
import { installState, promptInstall } from '../app/install';
import * as page from '../app/page.css';
import { usePlatform } from '../app/platform.context';
import { refusalText } from '../app/refusal';
import { appLinksOf, IOS_STEP_COUNT, installStatusOf, isIos17OrLater } from './download.rules';

/**
 * /download: the merchant's apps (resources: IOS, Android, H5) each with its QR code, the iOS profile (MOBILECONFIG),
 * the iOS install steps, and ios17_download_tips on iOS 17 and later; "Add to home screen" for the site itself.
 */
export function DownloadPage() {
  const platform = usePlatform();
  const t = useT();
  const install = useSnapshot(installState);
  const resources = useQuery({
    queryKey: ['download', 'resources'],
    queryFn: ({ signal }) => platform.api.system.resources(undefined, { signal }),
    staleTime: 5 * 60_000,
  });
  const origin = window.location.origin;
  const profile = resources.data?.find((r) => r.resourceType === 'MOBILECONFIG' && r.url);
  return (
    <section className={page.page} aria-labelledby="download-title">
      <h1 id="download-title" className={page.heading}>
        {t('download.title')}
      </h1>
      {resources.isError ? (
        <p role="alert">{refusalText(t, resources.error)}</p>
      ) : (
        <AppDownload
          apps={resources.data ? appLinksOf(resources.data, origin) : null}
          profileUrl={profile ? new URL(profile.url, origin).href : null}
          iosSteps={IOS_STEP_COUNT}
          ios17={isIos17OrLater(navigator.userAgent)}
          install={{
            appName: platform.options.merchant.displayName,
            status: installStatusOf(install),
            onInstall: () => void promptInstall(),
          }}
        />
      )}
    </section>
  );
}
