import type { AccessVerdict } from '@platform/session';
import { type CentreMenuItem, EmptyState, MemberCentreFrame, useT } from '@platform/ui-kit';
import { type ReactNode, Suspense, useCallback, useState } from 'react';

export interface CentreShellProps {
  /** The session's verdict on the centre (trial accounts, a missing role): refused pages say why. */
  access: AccessVerdict;
  /** The centre's name (the frame's label). */
  label: string;
  /** Once the menu rules can see all they read (flags, the centre's own loads). */
  ready: boolean;
  /** The page shown, once ready; null when the centre has no page to show (said with `closedTitle`). */
  page: string | null;
  closedTitle?: string;
  /** The page asked for, and its title while the centre gets ready (its name, or the centre's). */
  requested: string;
  pendingTitle: string;
  /** The menu, and the page's title in it. */
  items: readonly CentreMenuItem[];
  title: string;
  onSelect: (page: string) => void;
  /** The page itself, told how to lift the loading cover once its first data is in. */
  children: (onLoaded: () => void) => ReactNode;
}

/**
 * The frame both centres share (points §2, §5): a refusal in the session's words, the menu once the rules can tell
 * (a deep link never loads the fallback page's code first), the page's own chunk under the loading cover until the
 * page reports its first data. What differs between the member and the agent centre (their rules, menus, badges and
 * page tables) stays in each feature; this is what they do alike.
 */
export function CentreShell(props: CentreShellProps) {
  const { access, label, ready, page, requested, items, onSelect, children } = props;
  const t = useT();
  const [loadedPage, setLoadedPage] = useState<string | null>(null);
  const onLoaded = useCallback(() => setLoadedPage(page), [page]);

  if (!access.allowed) {
    return (
      <EmptyState
        title={t(access.messageKey)}
        description={access.reason === 'realAccount' ? t(access.hintKey) : undefined}
      />
    );
  }
  if (ready && page === null) return <EmptyState title={props.closedTitle ?? label} />;
  if (!ready || page === null) {
    return (
      <MemberCentreFrame
        label={label}
        items={[]}
        current={requested}
        onSelect={() => undefined}
        title={props.pendingTitle}
        loaded={false}
      />
    );
  }
  return (
    <MemberCentreFrame
      label={label}
      items={items}
      current={page}
      onSelect={onSelect}
      title={props.title}
      loaded={loadedPage === page}
    >
      <Suspense fallback={null}>{children(onLoaded)}</Suspense>
    </MemberCentreFrame>
  );
}
