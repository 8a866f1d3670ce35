import { createTestSandbox, type TestSandbox } from '../../core/testing';
import { lotteryCatalogue } from './lottery.catalogue';

/**
 * The lottery tests' sandbox (frozen at the seed), member01's token and the calls they share. A test file makes one
 * kit, opens it in `beforeAll` and reads `kit.sandbox`, `kit.now` and `kit.member` at each use.
 */
export function lotteryTestKit() {
  const kit = {
    sandbox: undefined as unknown as TestSandbox,
    now: 0,
    member: '',
    cqssc: lotteryCatalogue.find((g) => g.code === 'CQSSC')!,
    async open() {
      kit.sandbox = await createTestSandbox({ frozenAtSeed: true });
      kit.now = kit.sandbox.startedAt;
      kit.member = await kit.sandbox.tokenFor('member01');
    },
    close: () => kit.sandbox.close(),
    get: (path: string, query: Record<string, string | number> = {}, token: string | null = null) =>
      kit.sandbox.call('GET', path, { query, token }),
    sql: <T extends object>(text: string, params: unknown[] = []) => kit.sandbox.runtime.db.query<T>(text, params),
    /** Moves the sandbox clock; sessions last 12 hours, so long moves log in again. */
    async moveClock(ms: number) {
      kit.sandbox.runtime.clock.offsetMs += ms;
      kit.member = await kit.sandbox.tokenFor('member01');
    },
    /** A lottery lobby ticket issued to the session behind `token`. */
    async ticketOf(token: string) {
      const { body } = await kit.sandbox.call('POST', '/wps/lottery/lobby', {
        token,
        body: { lottoGameCode: 'CQSSC', launchMode: 'LOTT' },
      });
      return new URL(body.value.url).searchParams.get('ticket') as string;
    },
    balance: async () =>
      (
        await kit.sql<{ balance: number }>(
          `SELECT w.balance FROM wallets w JOIN customers c ON c.id = w.customer_id
           WHERE c.username = 'member01' AND c.merchant_code = 'AURUM' AND w.is_main`,
        )
      )[0]!.balance,
  };
  return kit;
}
