import { latestDrawResults, lotteryLeftList, lotteryMenuPanels, popularTrendTiles } from '@platform/lottery';
import {
  ListSkeleton,
  LotteryGameList,
  LotteryJackpot,
  LotteryMenu,
  LotteryResults,
  type LotteryTileGame,
  useT,
} from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import * as page from '../app/page.css';
import { usePlatform } from '../app/platform.context';
import { refusalText } from '../app/refusal';
import { GameCountdown, IssueWatches } from './GameCountdown';
import * as styles from './lottery.css';
import { searchOfTile, tileOf } from './lottery.links';
import { lotteryQueries } from './lottery.queries';
import { TREND_PATH } from './lottery.routes';
import { QuickBet } from './QuickBet';

/**
 * /lott, the lottery lobby (points §2): menus by game group (4 a group, the rest in a more-panel), the left list (at
 * most 5 lott and 5 tv entries, each with its countdown), the quick bet, the popular trends (6, each to /lottery), the
 * draw results (5) and the jackpot (THB). Lists wait for the prize mode (points §4), which every lottery call carries.
 */
export function LottPage() {
  const platform = usePlatform();
  const t = useT();
  const navigate = useNavigate();
  const prize = useQuery(lotteryQueries.prizeMode(platform));
  const ready = prize.isSuccess || prize.isError;
  const prizeMode = prize.data ?? undefined;
  const games = useQuery({ ...lotteryQueries.games(platform, prizeMode), enabled: ready });
  const menus = useQuery({ ...lotteryQueries.menus(platform, prizeMode), enabled: ready });
  const popular = useQuery({ ...lotteryQueries.popular(platform, prizeMode), enabled: ready });
  const draws = useQuery(lotteryQueries.draws(platform, null, 5));
  const jackpot = useQuery(lotteryQueries.jackpot(platform));

  const failed = [games, menus, popular, draws].find((query) => query.isError)?.error;
  const loaded = games.data && menus.data && popular.data && draws.data ? games.data : null;
  const open = (tile: LotteryTileGame) => void navigate({ to: '/lottery', search: searchOfTile(tile) });
  type Game = NonNullable<typeof games.data>['games'][number];
  const withCountdown = (game: Game) => tileOf(game, <GameCountdown game={game} />);
  // The side lists repeat the menus' games: one line each, the time to the draw at its end.
  const asRow = (game: Game) => tileOf(game, <GameCountdown game={game} compact />);
  const left = lotteryLeftList({
    lott: games.data?.games.filter((g) => g.kind !== 'VN'),
    tv: games.data?.games.filter((g) => g.liveVideoSwitch === 1),
  });
  const panels = lotteryMenuPanels((menus.data ?? []).map((group) => ({ ...group, gameMenus: group.gameMenus }))).map(
    (panel) => ({
      code: panel.group.gameGroupCode,
      label: panel.group.labelName,
      shown: panel.shown.map((g) => withCountdown(g)),
      more: panel.more.map((g) => tileOf(g)),
    }),
  );

  return (
    <section className={page.page} aria-labelledby="lott-title">
      <h1 id="lott-title" className={page.heading}>
        {t('lottery.title')}
      </h1>
      <nav className={styles.bar} aria-label={t('lottery.title')}>
        <Link className={page.linkButton} to="/lottery" search={{ gameCode: 'long_dragon' }}>
          {t('lottery.longDragon.open')}
        </Link>
        <Link className={page.linkButton} to={TREND_PATH} search={{}}>
          {t('lottery.trendPage.title')}
        </Link>
      </nav>
      {failed ? <p role="alert">{refusalText(t, failed)}</p> : null}
      {!loaded ? (
        // The lobby's three columns in placeholders until the lists are in (the grid keeps the lobby's height): nothing
        // moves as they arrive one by one.
        <div className={styles.lobby} aria-busy="true">
          <ListSkeleton itemHeight={52} count={5} gap={0} withHeader />
          <ListSkeleton layout="grid" itemHeight={213} minItemWidth={150} count={6} withHeader />
          <ListSkeleton itemHeight={120} count={4} gap={16} withHeader />
        </div>
      ) : (
        <IssueWatches>
          <div className={styles.lobby}>
            <div className={styles.column}>
              <LotteryGameList
                title={t('lottery.leftList.lott')}
                games={left.lott.map(asRow)}
                onOpen={open}
                layout="rows"
              />
              {left.tv.length > 0 ? (
                <LotteryGameList
                  title={t('lottery.leftList.tv')}
                  games={left.tv.map(asRow)}
                  onOpen={open}
                  layout="rows"
                />
              ) : null}
            </div>
            <div className={styles.column}>
              <LotteryMenu groups={panels} onOpen={open} />
              <QuickBet games={loaded.games} />
              <LotteryGameList
                title={t('lottery.trends')}
                games={popularTrendTiles(popular.data ?? []).map((g) => tileOf(g, t('lottery.trend')))}
                onOpen={open}
              />
            </div>
            <div className={styles.column}>
              <LotteryJackpot amount={jackpot.data?.amount ?? null} />
              <LotteryResults
                draws={
                  draws.data
                    ? latestDrawResults(draws.data).map((d) => ({
                        key: `${d.gameCode}-${d.numero}`,
                        gameName: d.gameName,
                        numero: d.numero,
                        numbers: d.result.numbers,
                      }))
                    : null
                }
              />
            </div>
          </div>
        </IssueWatches>
      )}
    </section>
  );
}
