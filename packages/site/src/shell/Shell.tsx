import { useT } from '@platform/ui-kit';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio/react';
import { usePlatform } from '../app/platform.context';
import { useBootstrap } from '../app/useBootstrap';
import { RouteFocus } from './a11y/RouteFocus';
import { Header } from './header/Header';
import { PhoneNav } from './phone/PhoneNav';
import * as styles from './shell.css';
import { Toasts } from './Toasts';

// The realtime socket (partysocket) is for players only: visitors never load it. The global dialogs, the message
// pump and the session-end handler load with the first dialog, message or session end: most visits need none.
const RealtimeBridge = lazy(() => import('./realtime/RealtimeBridge').then((m) => ({ default: m.RealtimeBridge })));
const GlobalDialogs = lazy(() => import('../app/GlobalDialogs').then((m) => ({ default: m.GlobalDialogs })));
// The captcha the password guard asks for (after three wrong passwords): its chunk loads with the first ask.
const PasswordChallengeDialog = lazy(() => import('../app/captcha/PasswordChallengeDialog'));
const MessagePump = lazy(() => import('./MessagePump').then((m) => ({ default: m.MessagePump })));
const SessionEndedHandler = lazy(() =>
  import('./SessionEndedHandler').then((m) => ({ default: m.SessionEndedHandler })),
);
// The SEO meta block is written once its chunk arrives, after the first paint: the page keeps the site title till
// then, and the home route does not carry the SEO rules.
// The footer is below the fold on every page (main is at least a screen tall): its chunk loads after the first paint.
const SiteFooter = lazy(() => import('./footer/SiteFooter').then((m) => ({ default: m.SiteFooter })));
const SeoMeta = lazy(() => import('./seo/SeoMeta').then((m) => ({ default: m.SeoMeta })));

/**
 * The frame of every page: skip link, header (brand, main navigation, language picker, account area), the page in
 * `main`, footer, toasts, the global dialogs, the features' overlays and the site-wide handlers (session end,
 * realtime, SEO, focus on navigation). A route with `staticData.bareFrame` (maintenance) gets the bare frame: nothing
 * in it would work.
 */
export function Shell() {
  const platform = usePlatform();
  const t = useT();
  const { session } = useSnapshot(platform.session);
  const { messages, sessionEnded, dialog, passwordChallenge } = useSnapshot(platform.ui);
  const bare = useRouterState({ select: (state) => state.matches.some((match) => match.staticData.bareFrame) });
  useBootstrap();
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t('common.skipToContent')}
      </a>
      <Header bare={bare} />
      <main id="main" className={bare ? styles.main : `${styles.main} ${styles.besideRightBar}`} tabIndex={-1}>
        <Outlet />
      </main>
      {bare ? (
        <footer className={styles.footer}>
          <p>© {platform.options.merchant.displayName}</p>
        </footer>
      ) : (
        <Suspense fallback={<footer className={styles.footerPending} />}>
          <SiteFooter />
        </Suspense>
      )}
      {session.token && !bare ? (
        <Suspense fallback={null}>
          <RealtimeBridge token={session.token} />
        </Suspense>
      ) : null}
      {bare ? null : <PhoneNav />}
      <Toasts store={platform.ui.toasts} />
      <Suspense fallback={null}>
        {dialog && !bare ? <GlobalDialogs /> : null}
        {messages.length > 0 ? <MessagePump /> : null}
        {sessionEnded ? <SessionEndedHandler /> : null}
      </Suspense>
      {/* Its own boundary: while its chunk loads, the dialog it opens over (a centre) must stay on screen. */}
      <Suspense fallback={null}>{passwordChallenge && !bare ? <PasswordChallengeDialog /> : null}</Suspense>
      {platform.features.overlays.map(({ key, component: Overlay, audience }) =>
        audience === 'player' && (!session.token || bare) ? null : (
          <Suspense key={key} fallback={null}>
            <Overlay />
          </Suspense>
        ),
      )}
      <Suspense fallback={null}>
        <SeoMeta />
      </Suspense>
      <RouteFocus />
    </>
  );
}
