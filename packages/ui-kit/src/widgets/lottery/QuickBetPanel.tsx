import { amountDigits, validateAmount } from '@platform/validation';
import { useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { TextField } from '../../primitives/text-field/TextField';
import { visuallyHidden } from '../../shared/a11y.css';
import { usePendingAction } from '../shared/usePendingAction';
import { DrawNumbers } from './LotteryResults';
import * as styles from './lottery.css';

/** One game of the quick bet with its random picks. */
export interface QuickBetRow {
  /** Unique in the panel (the game code). */
  id: string;
  gameName: string;
  /** SSC: 5 digits 0-9; 11X5: 5 distinct numbers 01-11 (from `@platform/lottery`). */
  numbers: readonly string[];
}

/** What a bet came to: the issue it was placed on, or the words of a refusal (already translated). */
export type QuickBetOutcome = { ok: true; numero: string } | { ok: false; message: string };

export interface QuickBetPanelProps {
  /** At most 5 games (first 3 SSC, then 11X5); null while loading. */
  bets: readonly QuickBetRow[] | null;
  /** New random numbers for one game. */
  onReroll: (id: string) => void;
  /** Places the bet on the game's open issue with its numbers and the stake. */
  onBet: (row: QuickBetRow, stake: number) => Promise<QuickBetOutcome>;
  /** The smallest stake. @default 1 */
  minStake?: number;
  /** @default '2' */
  defaultStake?: string;
  /**
   * The stake's ISO 4217 currency (the merchant's): the decimals a stake may have (VND none: "2.5" is refused, never
   * rounded and sent). @default 2 decimals
   */
  currency?: string | null;
}

/**
 * The quick-bet widget (points §2): each game with random picks, a re-roll, one stake for all, and a bet button per
 * game. The stake is checked here (a number with no more decimals than the currency has, at least `minStake`) and
 * sent as typed; the outcome is announced in a live region.
 */
export function QuickBetPanel({
  bets,
  onReroll,
  onBet,
  minStake = 1,
  defaultStake = '2',
  currency = null,
}: QuickBetPanelProps) {
  const t = useT();
  const [stake, setStake] = useState(defaultStake);
  const [stakeError, setStakeError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ gameName: string; result: QuickBetOutcome } | null>(null);
  const { run, pending } = usePendingAction(async (row: QuickBetRow, amount: number) => {
    const result = await onBet(row, amount);
    setOutcome({ gameName: row.gameName, result });
  });

  const place = (row: QuickBetRow) => {
    const checked = validateAmount(stake, { currency });
    // Too many decimals for the currency says so (VND has none); anything else that is not a stake asks for one.
    if (!checked.ok && checked.key !== 'validation_amount_invalid') {
      setStakeError(t(checked.key, checked.issue.params));
      return;
    }
    const amount = Number(stake);
    if (!checked.ok || amount < minStake) {
      setStakeError(t('lottery.quickBet.stakeInvalid', { min: minStake }));
      return;
    }
    setStakeError(null);
    setOutcome(null);
    void run(row, amount);
  };

  return (
    <section className={styles.panel} aria-labelledby="lottery-quick-bet-title">
      <h2 id="lottery-quick-bet-title" className={styles.panelTitle}>
        {t('lottery.quickBet.title')}
      </h2>
      {bets && bets.length === 0 ? <p className={styles.muted}>{t('lottery.quickBet.none')}</p> : null}
      <ul className={styles.list} aria-busy={bets === null}>
        {(bets ?? []).map((row) => (
          <li key={row.id} className={styles.spread}>
            <strong>{row.gameName}</strong>
            <DrawNumbers
              numbers={row.numbers}
              label={t('lottery.quickBet.picks', { game: row.gameName, numbers: row.numbers.join(' ') })}
            />
            <span className={styles.row}>
              <Button
                tone="secondary"
                size="sm"
                aria-label={t('lottery.quickBet.reroll', { game: row.gameName })}
                onClick={() => onReroll(row.id)}
              >
                ↻
              </Button>
              <Button size="sm" disabled={pending} onClick={() => place(row)}>
                {t('lottery.quickBet.submit')}
                {/* Read as "Place bet Chongqing SSC": the visible words first, then which game. */}
                <span className={visuallyHidden}> {row.gameName}</span>
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <TextField
        className={styles.stakeField}
        label={t('lottery.quickBet.stake')}
        // A currency without decimals gets the keypad without a point; the check still refuses a pasted "2.5".
        inputMode={amountDigits(currency) === 0 ? 'numeric' : 'decimal'}
        value={stake}
        onValueChange={(value) => {
          setStake(value);
          setStakeError(null);
        }}
        error={stakeError ?? undefined}
      />
      <p role="status" className={outcome?.result.ok === false ? styles.message.error : styles.message.ok}>
        {outcome === null
          ? ''
          : outcome.result.ok
            ? t('lottery.quickBet.placed', { game: outcome.gameName, numero: outcome.result.numero })
            : outcome.result.message}
      </p>
    </section>
  );
}
