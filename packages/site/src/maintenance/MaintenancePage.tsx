import { formatDate, htmlLang, loadMessages } from '@platform/i18n';
import { I18nProvider, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { bootstrapQueries } from '../app/bootstrap.queries';
import { customerServiceTarget } from '../app/customer.service';
import { usePlatform } from '../app/platform.context';
import * as styles from '../app/status.css';
import { type MaintenanceView, maintenanceLanguage, maintenanceView } from './maintenance.rules';

/**
 * The maintenance / access-denied page (points-centres-lottery §2): the permission call decides. Maintenance shows
 * the window; access denied shows the visitor's IP; both offer customer service; without either flag, or without
 * permission data, the visitor goes to /. In the player's language (maintenanceLanguage: fallback CN).
 */
export function MaintenancePage() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const { language } = useSnapshot(platform.ui);
  const permission = useQuery(bootstrapQueries.permission(platform));
  const pageLanguage = maintenanceLanguage(language);
  const messages = useQuery({
    queryKey: ['i18n', pageLanguage],
    queryFn: () => loadMessages(pageLanguage),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const view: MaintenanceView | null = permission.isPending ? null : maintenanceView(permission.data);

  useEffect(() => {
    if (view?.kind !== 'redirect') return;
    // The permission call is fresher than the status the gate read: correct it, so the gate does not send us back.
    platform.ui.clearMaintenance();
    platform.queryClient.setQueriesData<{ maintenanceEnd: number | null; location: { regionRestricted: boolean } }>(
      { queryKey: ['system', 'status'] },
      (status) =>
        status && { ...status, maintenanceEnd: null, location: { ...status.location, regionRestricted: false } },
    );
    void navigate({ to: '/', replace: true });
  }, [view?.kind, platform, navigate]);

  if (!view || view.kind === 'redirect' || !messages.data) return null;
  const serviceUrl = permission.data?.customerServiceUrl ?? customerServiceTarget(platform.queryClient)?.url ?? null;
  return (
    <I18nProvider language={pageLanguage} messages={messages.data}>
      <section lang={htmlLang[pageLanguage]} className={styles.statusPage} aria-labelledby="maintenance-title">
        <MaintenanceContent view={view} serviceUrl={serviceUrl} />
      </section>
    </I18nProvider>
  );
}

function MaintenanceContent({
  view,
  serviceUrl,
}: {
  view: Exclude<MaintenanceView, { kind: 'redirect' }>;
  serviceUrl: string | null;
}) {
  const t = useT();
  const { ui } = usePlatform();
  const language = maintenanceLanguage(ui.language);
  return (
    <>
      <h1 id="maintenance-title" tabIndex={-1}>
        {view.kind === 'maintenance' ? t('maintenance.title') : t('maintenance.accessDenied.title')}
      </h1>
      {view.kind === 'maintenance' ? (
        <>
          <p>{t('maintenance.message')}</p>
          {view.message ? <p className={styles.statusNote}>{view.message}</p> : null}
          {view.window ? (
            <p>
              {t('maintenance.period', {
                start: formatDate(view.window.start, { language, style: 'dateTime' }),
                end: formatDate(view.window.end, { language, style: 'dateTime' }),
              })}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p>{t('maintenance.accessDenied.message')}</p>
          {view.ip ? <p className={styles.statusNote}>{t('maintenance.accessDenied.ip', { ip: view.ip })}</p> : null}
        </>
      )}
      {serviceUrl ? (
        <p>
          <a className={styles.statusAction} href={serviceUrl} target="_blank" rel="noopener noreferrer">
            {t('maintenance.contact')}
          </a>
        </p>
      ) : null}
    </>
  );
}
