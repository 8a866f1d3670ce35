import { type PaymentAnswer, PaymentConfirmDialog, useT } from '@platform/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { bootstrapQueries } from '../app/bootstrap.queries';
import { dataUrlOf } from '../app/files';
import { merchantCurrencyOf } from '../app/merchant.currency';
import { usePlatform } from '../app/platform.context';
import { refusalText } from '../app/refusal';
import { useNoOtherDialog } from '../app/useNoOtherDialog';
import { PAYMENT_TIMES, paymentQueries } from './payments.queries';

/**
 * The withdrawal payment-confirmation queue (player-site §2, §4), kept around every page for isAgent 0, 1 and 2:
 * the oldest item first; after an answer the item goes and the next appears after 0.5 s; the dialog closes when the
 * queue is empty. A PAYMENT_CONFIRMATION message refetches the list (shell realtime table), asked at most once per
 * 250 ms.
 */
export function PaymentConfirmations() {
  const platform = usePlatform();
  const session = useSnapshot(platform.session);
  // isAgent 0, 1 and 2 only (player-site §6; the session's role table).
  const allowed = session.role.paymentConfirmation;
  const t = useT();
  const queryClient = useQueryClient();
  const status = useQuery(bootstrapQueries.status(platform));
  const list = useQuery({ ...paymentQueries.list(platform), enabled: allowed });
  const [answered, setAnswered] = useState<ReadonlySet<number>>(() => new Set());
  const [pause, setPause] = useState(false);
  const [showing, setShowing] = useState(false);
  // Another dialog in front (the first-login welcome): the queue waits for it, then keeps the screen until done.
  const free = useNoOtherDialog(allowed && !showing);

  // The pause between two items (0.5 s) so the player sees one go before the next comes.
  useEffect(() => {
    if (!pause) return;
    const timer = setTimeout(() => setPause(false), PAYMENT_TIMES.nextItemDelayMs);
    return () => clearTimeout(timer);
  }, [pause]);

  const queue = allowed ? (list.data ?? []).filter((item) => !answered.has(item.payDetailId)) : [];
  const [item] = queue;
  const visible = item !== undefined && !pause && (showing || free);
  // Once on screen the queue keeps it until it is empty (its own dialog must not count as "another dialog").
  useEffect(() => {
    if (visible && !showing) setShowing(true);
    if (!item && showing) setShowing(false);
  }, [visible, showing, item]);
  if (!item || !visible) return null;

  const answer = async (reply: PaymentAnswer) => {
    try {
      await platform.api.payments.answer(
        reply.answer === 'N'
          ? { payDetailId: item.payDetailId, isMoneyReceived: 'N', proofOfNotReceive: await dataUrlOf(reply.proof) }
          : { payDetailId: item.payDetailId, isMoneyReceived: reply.answer },
        { quiet: true },
      );
    } catch (error) {
      return { ok: false as const, message: refusalText(t, error) };
    }
    setAnswered((previous) => new Set(previous).add(item.payDetailId));
    setPause(true);
    void queryClient.invalidateQueries({ queryKey: paymentQueries.list(platform).queryKey });
    return { ok: true as const };
  };

  return (
    <PaymentConfirmDialog
      key={item.payDetailId}
      item={{
        payDetailId: item.payDetailId,
        autoConfirmed: item.isAutoConfirmed === 'Y',
        amount: item.amount,
        remainingAmount: item.remainingAmount,
        orderNo: item.orderNo,
        payerName: item.payerName,
      }}
      position={{ index: 1, total: queue.length }}
      currency={merchantCurrencyOf(status.data)}
      onAnswer={answer}
    />
  );
}
