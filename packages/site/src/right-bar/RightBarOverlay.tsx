import { RightBar, type RightBarEntry } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { bootstrapQueries } from '../app/bootstrap.queries';
import { isModifiedClick } from '../app/modified.click';
import { usePlatform } from '../app/platform.context';
import { type RightBarTarget, rightBarEntries } from './right-bar.entries';

/**
 * The right bar's entries (points-centres-lottery §2 "Other") from the merchant's settings: pages of the site as links
 * routed in place, other sites in a new tab, live chat, deposit and feedback through their intents (features never
 * import each other). `afterSelect` runs after a choice (the phone menu closes its sheet). Null until the settings
 * have arrived.
 */
export function useRightBarEntries(afterSelect?: () => void): RightBarEntry[] | null {
  const platform = usePlatform();
  const navigate = useNavigate();
  const settings = useQuery(bootstrapQueries.settings(platform));
  const status = useQuery(bootstrapQueries.status(platform));
  if (!settings.data) return null;

  const open = (target: Extract<RightBarTarget, { kind: 'intent' }>) => {
    afterSelect?.();
    if (target.intent === 'memberCentre') platform.ui.openDialog({ kind: 'memberCentre', page: 'depositv2' });
    else if (target.intent === 'liveChat') platform.ui.openDialog({ kind: 'liveChat' });
    else platform.ui.openDialog({ kind: 'feedback' });
  };
  return rightBarEntries({
    configured: settings.data.rightBar,
    resources: status.data?.resources ?? [],
  }).map(({ key, target }): RightBarEntry => {
    switch (target.kind) {
      case 'path':
        return {
          key,
          href: target.to,
          onSelect: (event) => {
            if (isModifiedClick(event)) return;
            event.preventDefault();
            afterSelect?.();
            void navigate({ to: target.to });
          },
        };
      case 'external':
        return { key, href: target.href, external: true, onSelect: () => afterSelect?.() };
      default:
        return { key, onSelect: () => open(target) };
    }
  });
}

/** The right bar at the screen's right edge (hidden on a phone, where the menu sheet holds its entries), and back to top after 200 px. */
export function RightBarOverlay() {
  const entries = useRightBarEntries();
  return entries ? <RightBar entries={entries} /> : null;
}
