import { hasModeChoice, PLAY_MODES, type PlayModeName } from '@platform/lottery';
import { checkAccess } from '@platform/session';
import { Button, LongDragonList, type LotteryTileGame, RadioGroup, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import * as page from '../app/page.css';
import { usePlatform } from '../app/platform.context';
import { refusalText } from '../app/refusal';
import * as styles from './lottery.css';
import { frameUrl, lotteryLaunchInput } from './lottery.launch';
import { searchOfTile, tileOf } from './lottery.links';
import { lotteryKeys, lotteryQueries, refreshBalance } from './lottery.queries';
import type { LotterySearch, VnLotterySearch } from './lottery.search';

const LONG_DRAGON = 'long_dragon';
/** The accounts feature's login page (a path: features never import each other). */
const LOGIN_PATH = '/login';

/** The same page with another play mode (the URL keeps the choice). */
function withMode(pathname: string, search: LotterySearch, mode: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...search, mode }))
    if (value !== undefined) query.set(key, String(value));
  return `${pathname}?${query}`;
}
const MODE_KEYS: Record<
  PlayModeName,
  'lottery.mode.traditional' | 'lottery.mode.entertainment' | 'lottery.mode.single'
> = {
  traditional: 'lottery.mode.traditional',
  entertainment: 'lottery.mode.entertainment',
  single: 'lottery.mode.single',
};

/** /lottery (points §2: gameCode, playType, gameId, bet_param; long_dragon for long-dragon betting). */
export function LotteryGamePage() {
  const search = useSearch({ from: '/lottery' });
  return <LotteryGame search={search} vietnam={false} />;
}

/** /vnLottery and /vnlottery (player-site §2: gameCode): the Vietnam lottery. */
export function VnLotteryPage() {
  const search = useSearch({ strict: false }) as VnLotterySearch;
  return <LotteryGame search={search} vietnam />;
}

/**
 * The lottery game page: the lottery site in a frame, opened through the launch payload (lottoLobby). Visitors are
 * asked to log in and trial accounts refused (points §6) before any call; the play mode is chosen here (the URL's
 * `mode`), long dragon always in mode 2 with its streaks beside the frame.
 */
function LotteryGame({ search, vietnam }: { search: LotterySearch; vietnam: boolean }) {
  const platform = usePlatform();
  const t = useT();
  const router = useRouter();
  const location = useLocation();
  const { session, language } = {
    session: useSnapshot(platform.session),
    language: useSnapshot(platform.ui).language,
  };
  const access = checkAccess('lottery', session);
  const prize = useQuery({ ...lotteryQueries.prizeMode(platform), enabled: access.allowed });
  const ready = prize.isSuccess || prize.isError;
  const prizeMode = prize.data ?? undefined;
  // A link that names only the game's id: its code comes from the list.
  const games = useQuery({
    ...lotteryQueries.games(platform, prizeMode),
    enabled: ready && !search.gameCode && Boolean(search.gameId),
  });
  const gameCode = search.gameCode ?? games.data?.games.find((g) => String(g.gameId) === search.gameId)?.gameCode;
  const waitsForCode = !search.gameCode && Boolean(search.gameId) && !games.isFetched;
  const lane = search.lottoGameGroup ?? 'LOTT';
  const input = lotteryLaunchInput({ lane, vietnam, prizeMode, gameCode, language, mode: search.mode });
  const launch = useQuery({
    queryKey: lotteryKeys.launch(input),
    queryFn: () => platform.api.lottery.lobby(input, { quiet: true }),
    enabled: access.allowed && ready && !waitsForCode,
    // The ticket lasts 2 hours; a new one only when the payload changes.
    staleTime: 60 * 60_000,
    retry: false,
  });
  const longDragon = gameCode === LONG_DRAGON;
  const title = longDragon
    ? t('lottery.longDragon.open')
    : vietnam
      ? t('lottery.game.vnTitle')
      : t('lottery.game.title');

  return (
    <section className={page.page} aria-labelledby="lottery-game-title">
      <h1 id="lottery-game-title" className={page.heading}>
        {title}
      </h1>
      {!access.allowed ? (
        <div className={styles.notice} role="alert">
          <p>{t(access.messageKey)}</p>
          {access.reason === 'realAccount' ? <p>{t(access.hintKey)}</p> : null}
          {access.reason === 'login' ? (
            <Button onClick={() => router.history.push(LOGIN_PATH)}>{t('common.login')}</Button>
          ) : null}
        </div>
      ) : (
        <>
          <div className={styles.bar}>
            {hasModeChoice(input.launchMode) && !longDragon ? (
              <RadioGroup
                label={t('lottery.game.mode')}
                orientation="horizontal"
                options={PLAY_MODES[input.launchMode].map((m) => ({
                  value: String(m.mode),
                  label: t(MODE_KEYS[m.name]),
                }))}
                value={String(input.lottoMode)}
                onValueChange={(value) => router.history.push(withMode(location.pathname, search, Number(value)))}
              />
            ) : null}
            {launch.data ? <p>{t('lottery.game.prizeMode', { mode: launch.data.payload.lottoPrizeMode })}</p> : null}
          </div>
          {longDragon ? <LongDragon /> : null}
          {launch.isError ? (
            <div className={styles.notice} role="alert">
              <p>{refusalText(t, launch.error)}</p>
              <Button onClick={() => void launch.refetch()}>{t('common.retry')}</Button>
            </div>
          ) : launch.data ? (
            <LotteryFrame url={frameUrl(launch.data.url, search.bet_param)} />
          ) : (
            <p role="status">{t('lottery.game.opening')}</p>
          )}
        </>
      )}
    </section>
  );
}

/** The lottery site; a bet placed in it refreshes the info bar's balance (the stand-in posts `{ type: 'round' }`). */
function LotteryFrame({ url }: { url: string }) {
  const platform = usePlatform();
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const round = typeof event.data === 'object' && event.data !== null && event.data.type === 'round';
      if (event.source === frame.current?.contentWindow && round) void refreshBalance(platform);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [platform]);
  return <iframe ref={frame} className={styles.frame} src={url} title={t('lottery.game.frame')} />;
}

/** Long dragon's streaks, each a tile to bet on its game. */
function LongDragon() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const streaks = useQuery(lotteryQueries.longDragon(platform));
  const games = useQuery(lotteryQueries.games(platform, undefined));
  const byCode = new Map(games.data?.games.map((g) => [g.gameCode, g]));
  const rows =
    streaks.data && games.data
      ? streaks.data.flatMap((s) => {
          const game = byCode.get(s.gameCode);
          return game
            ? [
                {
                  key: `${s.gameCode}-${s.market}`,
                  game: tileOf(game),
                  market: s.market,
                  outcome: s.outcome,
                  streak: s.streak,
                },
              ]
            : [];
        })
      : null;
  const open = (tile: LotteryTileGame) => void navigate({ to: '/lottery', search: searchOfTile(tile) });
  return <LongDragonList rows={rows} onOpen={open} />;
}
