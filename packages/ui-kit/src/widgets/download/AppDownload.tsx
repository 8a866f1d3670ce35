import { useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { Carousel } from '../../primitives/carousel/Carousel';
import { Dialog } from '../../primitives/dialog/Dialog';
import { QrCode } from '../../primitives/qr-code/QrCode';
import * as shared from '../shared/widgets.css';
import { AddToHomeScreen, type AddToHomeScreenProps } from './AddToHomeScreen';
import * as styles from './download.css';

export type AppKind = 'IOS' | 'Android' | 'H5';

export interface AppLink {
  kind: AppKind;
  /** Where the link goes (absolute). */
  url: string;
  /** What the QR code holds (the server's qrCodeUrl, else the url). */
  qrValue: string;
}

export interface AppDownloadProps {
  /** The merchant's apps; null while loading (the three cards hold their place, their codes blank). */
  apps: readonly AppLink[] | null;
  /** The iOS configuration profile (MOBILECONFIG), when the merchant has one. */
  profileUrl?: string | null;
  /** How many iOS install steps to show (points §9: 6); 0 hides them. @default 6 */
  iosSteps?: number;
  /** Shows `ios17_download_tips` (iOS 17 and later). */
  ios17: boolean;
  /** "Add to home screen" as a card after the codes; left out when not given. */
  install?: AddToHomeScreenProps;
}

const PLACEHOLDERS: readonly AppLink[] = (['IOS', 'Android', 'H5'] as const).map((kind) => ({
  kind,
  url: '',
  qrValue: '',
}));

/** A step's picture: a phone screen with the step's number, 270 px wide (points §9), drawn here, not downloaded. */
function StepPicture({ step }: { step: number }) {
  return (
    <svg className={styles.stepImage} viewBox="0 0 270 400" width={270} height={400} aria-hidden="true">
      <rect width="270" height="400" rx="28" className={styles.phone} />
      <rect x="14" y="36" width="242" height="328" rx="10" className={styles.screen} />
      <circle cx="135" cy="160" r="48" className={styles.badge} />
      <text x="135" y="178" textAnchor="middle" className={styles.badgeText}>
        {step}
      </text>
    </svg>
  );
}

/**
 * The app download page (points §2 "App download", §9 QR 200 px, 800 px enlarged, margin 20; install carousel 270 px a
 * step): a QR code and a link per app (iOS, Android, the mobile site), each code enlargeable, the iOS profile, and the
 * iOS install steps; with `install`, "Add to home screen" (the site's own installable app) beside the codes.
 */
export function AppDownload({ apps, profileUrl, iosSteps = 6, ios17, install }: AppDownloadProps) {
  const t = useT();
  const [enlarged, setEnlarged] = useState<AppLink | null>(null);
  return (
    <div className={styles.page}>
      {ios17 ? (
        <p className={shared.formSuccess} role="note">
          {t('ios17_download_tips')}
        </p>
      ) : null}
      <ul className={styles.apps}>
        {(apps ?? PLACEHOLDERS).map((app) => (
          <li key={app.kind} className={styles.app} aria-labelledby={`download-${app.kind}`}>
            <h2 id={`download-${app.kind}`} className={styles.appTitle}>
              {t(`download.app.${app.kind}`)}
            </h2>
            <QrCode value={app.qrValue} label={t('download.qr', { name: t(`download.app.${app.kind}`) })} />
            <div className={shared.actions} hidden={apps === null}>
              <a className={styles.link} href={app.url} target="_blank" rel="noopener noreferrer">
                {t(app.kind === 'H5' ? 'download.openSite' : 'download.get', { name: t(`download.app.${app.kind}`) })}
              </a>
              <Button tone="secondary" size="sm" onClick={() => setEnlarged(app)}>
                {t('download.enlarge', { name: t(`download.app.${app.kind}`) })}
              </Button>
            </div>
            {app.kind === 'IOS' && profileUrl ? (
              <a className={styles.link} href={profileUrl}>
                {t('download.profile')}
              </a>
            ) : null}
          </li>
        ))}
        {install ? (
          <li className={styles.app} aria-labelledby="download-install">
            <AddToHomeScreen {...install} />
          </li>
        ) : null}
      </ul>
      {iosSteps > 0 ? (
        // Not a region of its own: the carousel below is the region, named by the same words.
        <div className={styles.steps}>
          <h2 id="download-steps" className={styles.appTitle}>
            {t('download.steps')}
          </h2>
          <Carousel
            label={t('download.steps')}
            autoplay={false}
            slideSize="270px"
            slides={Array.from({ length: iosSteps }, (_, index) => {
              const caption = t(`download.step.${index + 1}` as 'download.step.1');
              return {
                id: String(index + 1),
                content: (
                  <figure className={styles.step}>
                    <StepPicture step={index + 1} />
                    <figcaption>{caption}</figcaption>
                  </figure>
                ),
              };
            })}
          />
        </div>
      ) : null}
      <Dialog
        open={enlarged !== null}
        onOpenChange={(open) => (open ? undefined : setEnlarged(null))}
        title={enlarged ? t(`download.app.${enlarged.kind}`) : ''}
        size="lg"
      >
        {enlarged ? (
          <QrCode
            value={enlarged.qrValue}
            size={800}
            className={styles.large}
            label={t('download.qr', { name: t(`download.app.${enlarged.kind}`) })}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
