import { Footer, type FooterHelpLink } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio/react';
import { bootstrapQueries } from '../../app/bootstrap.queries';
import { isModifiedClick } from '../../app/modified.click';
import { usePlatform } from '../../app/platform.context';
import { besideRightBar } from '../shell.css';

/**
 * The footer from the merchant's settings (`settings.footer`): help links to the help centre's anchors, routed in
 * place; the responsible-gaming note and licence; vendor and payment marks; the copyright in the server's year; the
 * feedback entry. A chunk of its own: it is below the fold on every page, so it never weighs on the first paint.
 */
export function SiteFooter() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const settings = useQuery(bootstrapQueries.settings(platform));
  const flags = useSnapshot(platform.flags);
  const footer = settings.data?.footer;
  const helpLinks: FooterHelpLink[] = (footer?.helpLinks ?? []).map(({ topic, tag }) => ({
    topic,
    href: `/help#${tag}`,
  }));
  return (
    <Footer
      brand={platform.options.merchant.displayName}
      year={new Date(platform.clock.now()).getFullYear()}
      helpLinks={helpLinks}
      onNavigate={(href, event) => {
        if (isModifiedClick(event)) return;
        event.preventDefault();
        void navigate({ to: '/help', hash: href.slice('/help#'.length) });
      }}
      minimumAge={footer?.minimumAge}
      licence={footer?.licence}
      vendors={footer?.vendors}
      payments={footer?.payments}
      onFeedback={() => platform.ui.openDialog({ kind: 'feedback' })}
      // Issue 26: the note's promise leads to the limits (a visitor logs in first), where the merchant has them.
      onLimits={
        flags.evaluated && flags.values.RESPGAM3
          ? () => platform.ui.openDialog({ kind: 'memberCentre', page: 'responsibleGaming' })
          : undefined
      }
      className={besideRightBar}
    />
  );
}
