import { LotteryTrend, NativeSelect, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import * as page from '../app/page.css';
import { usePlatform } from '../app/platform.context';
import { refusalText } from '../app/refusal';
import { LOTTERY_SITE } from './lottery.constants';
import * as styles from './lottery.css';
import { lotteryQueries } from './lottery.queries';
import { TREND_PATH } from './lottery.routes';

/**
 * The trend page (player-site §2 "a lottery trend chart page (query gameUrl)"): the last 30 draws of an SSC or 11X5
 * game as a line chart by position, how often each number came, and the draws. gameUrl names the game (a code, or a
 * vendor trend address with `game=`); without one the first game is shown. Public: visitors see trends too.
 */
export function LotteryTrendPage() {
  const platform = usePlatform();
  const t = useT();
  const navigate = useNavigate();
  const { gameUrl } = useSearch({ from: TREND_PATH });
  const games = useQuery(lotteryQueries.games(platform, undefined));
  const charted = games.data?.games.filter((g) => g.kind !== 'VN') ?? [];
  const game = charted.find((g) => g.gameCode === gameCodeOfUrl(gameUrl)) ?? charted[0];
  const draws = useQuery({
    ...lotteryQueries.draws(platform, game?.gameCode ?? null, LOTTERY_SITE.trendDraws),
    enabled: Boolean(game),
  });
  return (
    <section className={page.page} aria-labelledby="lottery-trend-title">
      <h1 id="lottery-trend-title" className={page.heading}>
        {t('lottery.trendPage.title')}
      </h1>
      {games.isError || draws.isError ? <p role="alert">{refusalText(t, games.error ?? draws.error)}</p> : null}
      {game ? (
        <div className={styles.bar}>
          <NativeSelect
            label={t('lottery.trendPage.game')}
            options={charted.map((g) => ({ value: g.gameCode, label: g.gameName }))}
            value={game.gameCode}
            onValueChange={(code) => void navigate({ to: TREND_PATH, search: { gameUrl: code } })}
          />
        </div>
      ) : null}
      {game && draws.data ? (
        <LotteryTrend
          gameName={game.gameName}
          kind={game.kind === '11X5' ? '11X5' : 'SSC'}
          draws={draws.data.map((d) => ({ numero: d.numero, numbers: d.result.numbers }))}
        />
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
    </section>
  );
}

/** The game code a gameUrl names: a code, or an address whose `game` (or `gameCode`) query names one. */
export function gameCodeOfUrl(gameUrl: string | undefined): string | undefined {
  if (!gameUrl) return undefined;
  if (/^[A-Za-z0-9_]{1,40}$/.test(gameUrl)) return gameUrl;
  try {
    const url = new URL(gameUrl, 'http://localhost');
    const code = url.searchParams.get('game') ?? url.searchParams.get('gameCode');
    return code && /^[A-Za-z0-9_]{1,40}$/.test(code) ? code : undefined;
  } catch {
    return undefined;
  }
}
