import type { MessageKey } from '@platform/i18n';
import { isMessageKey } from '@platform/i18n';
import { checkAccess, resolveMemberCentrePage, visibilityContext } from '@platform/session';
import { EmptyState, useT } from '@platform/ui-kit';
import { Link, useSearch } from '@tanstack/react-router';
import { useSnapshot } from 'valtio/react';
import { usePlatform } from '../app/platform.context';
import * as styles from '../app/status.css';

/**
 * /member?page=<id>: where the info bar's entries lead (depositv2, withdraw, securityCenter, messageV2, transferFund,
 * rewardCenter...). The member centre itself is a later slice; until then the page names the centre page the player
 * asked for (aliases and hidden pages resolved as the centre will) and says it is coming. Visitors never get here (the
 * route sends them to /login); a trial account is told it needs a real one.
 */
export function MemberPage() {
  const platform = usePlatform();
  const t = useT();
  const { page } = useSearch({ from: '/member' });
  const session = useSnapshot(platform.session);
  const flags = useSnapshot(platform.flags);
  const access = checkAccess('memberCentre', session);
  const target = resolveMemberCentrePage(page, visibilityContext(session, flags));
  const label = `${target.centre === 'member' ? 'memberCentre' : 'agentCentre'}.page.${target.page}`;
  const title = isMessageKey(label) ? t(label as MessageKey) : target.page;

  return (
    <section aria-labelledby="member-title" className={styles.statusPage}>
      <h1 id="member-title">{access.allowed ? title : t(access.messageKey)}</h1>
      {access.allowed ? (
        <EmptyState title={t('shell.member.comingTitle')} description={t('shell.member.comingMessage')} />
      ) : access.reason === 'realAccount' ? (
        <p>{t(access.hintKey)}</p>
      ) : null}
      <p>
        <Link to="/" className={styles.statusAction}>
          {t('shell.backHome')}
        </Link>
      </p>
    </section>
  );
}
