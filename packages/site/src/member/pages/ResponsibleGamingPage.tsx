import { limitCoolingOffHours, sessionLimitMinutes } from '@platform/api-client';
import { formatDate } from '@platform/i18n';
import { type LimitOutcome, ResponsibleGamingPanel, useLanguage, useT } from '@platform/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { outcomeOf } from '../../app/centre/centre.outcome';
import { type CentrePageProps, useReportLoaded } from '../../app/centre/centre.page';
import { usePlatform } from '../../app/platform.context';
import { clearPlayerSession } from '../../app/player.scope';
import { rgKeys, rgQueries } from '../responsible-gaming/rg.queries';

/** A wrong login password is said under the password field. */
const BREAK_FIELDS = { 'password.incorrect': 'password' };

/**
 * responsibleGaming (issue 26, RESPGAM3): the limits, the session limit, the reminder, a time-out and a self-exclusion.
 * Every rule is the server's (the sandbox enforces them); the page shows the answer it gets. A break ends the session
 * on the server, so the page ends it here too and says until when.
 */
export function ResponsibleGamingPage({ onLoaded, currency }: CentrePageProps) {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const overview = useQuery(rgQueries.overview(platform));
  useReportLoaded(!overview.isPending, onLoaded);
  if (!overview.data) return null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: rgKeys.all });
  const limit = async (write: () => Promise<{ pending: { appliesAt: number } | null }>): Promise<LimitOutcome> => {
    let appliesAt: number | null = null;
    const outcome = await outcomeOf(t, async () => {
      appliesAt = (await write()).pending?.appliesAt ?? null;
      await refresh();
    });
    return outcome.ok ? { ok: true, appliesAt } : outcome;
  };
  const takeBreak = (write: () => Promise<{ until: number }>) =>
    outcomeOf(
      t,
      async () => {
        const { until } = await write();
        // The server has ended the session: end it here and say when the player may come back.
        clearPlayerSession(platform);
        platform.ui.toasts.show({
          tone: 'info',
          title: t('responsibleGaming.breakStarted', { until: formatDate(until, { language }) }),
        });
      },
      BREAK_FIELDS,
    );
  const api = platform.api.responsibleGaming;
  return (
    <ResponsibleGamingPanel
      overview={overview.data}
      currency={currency}
      coolingOffHours={limitCoolingOffHours}
      sessionMinutes={sessionLimitMinutes}
      onSetLimit={(kind, period, amount) => limit(() => api.setLimit({ kind, period, amount }, { quiet: true }))}
      onSetSessionLimit={(minutes) => limit(() => api.setSessionLimit({ minutes }, { quiet: true }))}
      onSetRealityCheck={(minutes) =>
        outcomeOf(t, async () => {
          await api.setRealityCheck({ minutes }, { quiet: true });
          await refresh();
        })
      }
      onTimeOut={(period, password) => takeBreak(() => api.timeOut({ period, password }, { quiet: true }))}
      onSelfExclude={(period, password) => takeBreak(() => api.selfExclude({ period, password }, { quiet: true }))}
    />
  );
}
