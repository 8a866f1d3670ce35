import { formatDate } from '@platform/i18n';
import { useState } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { Checkbox } from '../../primitives/checkbox/Checkbox';
import { EmptyState } from '../../primitives/empty-state/EmptyState';
import { NativeSelect } from '../../primitives/native-select/NativeSelect';
import { Pagination } from '../../primitives/pagination/Pagination';
import { SafeHtml } from '../../primitives/safe-html/SafeHtml';
import * as shared from '../shared/widgets.css';
import * as styles from './member.css';

export const MESSAGE_CATEGORIES = ['INBOX', 'NOTICE', 'SYSTEM'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];
export type ReadFilter = 'all' | 'READ' | 'UNREAD';

export interface InboxMessage {
  id: number;
  category: MessageCategory;
  title: string;
  /** Server HTML: shown through SafeHtml only. */
  content: string;
  read: boolean;
  createdAt: number;
}

export interface MessageCentreProps {
  /** The page's messages, or null while loading. */
  messages: readonly InboxMessage[] | null;
  unreadCount: number;
  category: MessageCategory | 'all';
  onCategoryChange: (category: MessageCategory | 'all') => void;
  read: ReadFilter;
  onReadChange: (read: ReadFilter) => void;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Marks messages read (an opened one, the chosen ones) or, with `all`, every message. */
  onMarkRead: (ids: readonly number[], all?: boolean) => Promise<unknown>;
  onDelete: (ids: readonly number[]) => Promise<unknown>;
}

/**
 * messageV2 and platform messages (points §2): by category and read state, newest first; opening a message marks it
 * read; chosen messages are marked read or deleted (after a confirmation); "mark all read" empties the unread count.
 */
export function MessageCentre(props: MessageCentreProps) {
  const { messages, unreadCount, category, onCategoryChange, read, onReadChange, page, pageCount, onPageChange } =
    props;
  const t = useT();
  const { language } = useLanguage();
  const [open, setOpen] = useState<number | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const ids = [...chosen];
  const toggle = (id: number, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const openMessage = (message: InboxMessage) => {
    setOpen(open === message.id ? null : message.id);
    if (!message.read) void props.onMarkRead([message.id]);
  };

  return (
    <div className={styles.body}>
      <div className={styles.filters}>
        <NativeSelect
          label={t('member.messages.category')}
          value={category}
          onValueChange={(value) => onCategoryChange(value as MessageCategory | 'all')}
          options={[
            { value: 'all', label: t('common.all') },
            ...MESSAGE_CATEGORIES.map((value) => ({ value, label: t(`member.messages.category.${value}`) })),
          ]}
        />
        <NativeSelect
          label={t('member.messages.readState')}
          value={read}
          onValueChange={(value) => onReadChange(value as ReadFilter)}
          options={[
            { value: 'all', label: t('common.all') },
            { value: 'UNREAD', label: t('member.messages.unread') },
            { value: 'READ', label: t('member.messages.read') },
          ]}
        />
      </div>
      <p className={shared.muted} aria-live="polite">
        {t('member.messages.unreadCount', { count: unreadCount })}
      </p>
      <div className={shared.actions}>
        <Button
          tone="secondary"
          size="sm"
          disabled={ids.length === 0}
          onClick={() => void props.onMarkRead(ids).then(() => setChosen(new Set()))}
        >
          {t('member.messages.markRead')}
        </Button>
        <Button tone="secondary" size="sm" disabled={unreadCount === 0} onClick={() => void props.onMarkRead([], true)}>
          {t('member.messages.markAllRead')}
        </Button>
        {confirming ? (
          <>
            <span role="alert">{t('member.messages.deleteConfirm', { count: ids.length })}</span>
            <Button
              tone="critical"
              size="sm"
              onClick={() =>
                void props.onDelete(ids).then(() => {
                  setChosen(new Set());
                  setConfirming(false);
                })
              }
            >
              {t('member.messages.deleteYes')}
            </Button>
            <Button tone="ghost" size="sm" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
          </>
        ) : (
          <Button tone="secondary" size="sm" disabled={ids.length === 0} onClick={() => setConfirming(true)}>
            {t('member.messages.delete')}
          </Button>
        )}
      </div>
      {messages !== null && messages.length === 0 ? (
        <EmptyState title={t('in_no_data')} />
      ) : (
        <ul className={styles.list} aria-busy={messages === null || undefined} aria-label={t('member.messages.list')}>
          {(messages ?? []).map((message) => (
            <li key={message.id} className={styles.listItem}>
              <div className={styles.messageBody}>
                <Checkbox
                  label={t('member.messages.choose', { title: message.title })}
                  checked={chosen.has(message.id)}
                  onCheckedChange={(on) => toggle(message.id, on === true)}
                />
                <button
                  type="button"
                  className={shared.linkButton}
                  aria-expanded={open === message.id}
                  onClick={() => openMessage(message)}
                >
                  <span className={message.read ? undefined : styles.unread}>{message.title}</span>
                </button>
                <p className={shared.muted}>
                  {t(`member.messages.category.${message.category}`)} · {formatDate(message.createdAt, { language })}
                  {message.read ? '' : ` · ${t('member.messages.unread')}`}
                </p>
                {open === message.id ? <SafeHtml className={styles.messageBody} html={message.content} /> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} /> : null}
    </div>
  );
}
