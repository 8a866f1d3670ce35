import { formatDate } from '@platform/i18n';
import { useState } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { ConfirmDialog } from '../../primitives/dialog/ConfirmDialog';
import { EmptyState } from '../../primitives/empty-state/EmptyState';
import type { NativeSelectOption } from '../../primitives/native-select/NativeSelect';
import { QrCode } from '../../primitives/qr-code/QrCode';
import type { FormOutcome } from '../centre/CentreForm';
import { CentreForm } from '../centre/CentreForm';
import * as member from '../member/member.css';
import * as shared from '../shared/widgets.css';
import * as styles from './agent.css';

export interface ReferralLinkData {
  id: number;
  code: string;
  url: string;
  /** What an account registered through it becomes, already translated ("Member", "Agent"). */
  typeLabel: string;
  remark: string;
  registrations: number;
  createdAt: number;
}

export interface ReferralLinksProps {
  /** The agent's links, newest first; null while loading. */
  links: readonly ReferralLinkData[] | null;
  /** The account types a link may register (value and label). */
  typeOptions: readonly NativeSelectOption[];
  onCreate: (link: { accountType: string; remark: string }) => Promise<FormOutcome>;
  /** Retires a link (asked first); registrations already made stay. */
  onRetire: (id: number) => Promise<FormOutcome>;
  /** Copies text to the clipboard; resolves false when the browser refuses. */
  onCopy: (text: string) => Promise<boolean>;
}

/**
 * The register centre's referral links (points §2): create one per campaign (member or agent accounts, a remark),
 * each with its address, its QR code, its registrations, copy and retire (asked first).
 */
export function ReferralLinks({ links, typeOptions, onCreate, onRetire, onCopy }: ReferralLinksProps) {
  const t = useT();
  const { language } = useLanguage();
  const [retiring, setRetiring] = useState<ReferralLinkData | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <div className={member.body}>
      <section className={member.section} aria-labelledby="agent-link-new">
        <h3 id="agent-link-new" className={member.sectionTitle}>
          {t('agent.links.create')}
        </h3>
        <CentreForm
          fields={[
            { name: 'accountType', kind: 'select', label: t('agent.register.type'), options: typeOptions },
            { name: 'remark', kind: 'text', label: t('agent.links.remark'), required: false, maxLength: 100 },
          ]}
          submitLabel={t('agent.links.createButton')}
          onSubmit={(values) => onCreate({ accountType: values.accountType ?? '', remark: values.remark ?? '' })}
        />
      </section>
      <section className={member.section} aria-labelledby="agent-links">
        <h3 id="agent-links" className={member.sectionTitle}>
          {t('agent.links.title')}
        </h3>
        <p className={notice?.ok === false ? shared.formError : shared.muted} role="status">
          {notice?.text ?? ''}
        </p>
        {links !== null && links.length === 0 ? <EmptyState title={t('in_no_data')} /> : null}
        <ul className={styles.cards} aria-busy={links === null || undefined}>
          {(links ?? []).map((link) => (
            <li key={link.id} className={styles.linkCard}>
              <QrCode value={link.url} label={t('agent.links.qr', { code: link.code })} className={styles.qr} />
              <div className={member.body}>
                <div className={styles.cardHead}>
                  <h4 className={styles.cardTitle}>{link.code}</h4>
                  <span className={styles.status}>{link.typeLabel}</span>
                </div>
                <p className={styles.url}>{link.url}</p>
                <p className={shared.muted}>
                  {t('agent.links.meta', {
                    count: link.registrations,
                    date: formatDate(link.createdAt, { language }),
                  })}
                  {link.remark ? ` · ${link.remark}` : ''}
                </p>
                <div className={shared.actions}>
                  <Button
                    tone="secondary"
                    size="sm"
                    onClick={async () =>
                      setNotice(
                        (await onCopy(link.url))
                          ? { ok: true, text: t('common.copied') }
                          : { ok: false, text: t('member.referral.copyFailed') },
                      )
                    }
                  >
                    {t('agent.links.copy', { code: link.code })}
                  </Button>
                  <Button tone="secondary" size="sm" onClick={() => setRetiring(link)}>
                    {t('agent.links.retire', { code: link.code })}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <ConfirmDialog
        open={retiring !== null}
        onOpenChange={(open) => (open ? undefined : setRetiring(null))}
        title={t('agent.links.retireTitle')}
        message={retiring ? t('agent.links.retireMessage', { code: retiring.code }) : undefined}
        tone="critical"
        onConfirm={async () => {
          if (!retiring) return;
          const outcome = await onRetire(retiring.id);
          setNotice({ ok: outcome.ok, text: outcome.message ?? '' });
          setRetiring(null);
        }}
      />
    </div>
  );
}
