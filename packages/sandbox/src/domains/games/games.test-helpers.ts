import type { TestSandbox } from '../../core/testing';

/**
 * Launch, play and wallet calls of the games tests, on the sandbox and token a test file opens in its `beforeAll`
 * (`current` is read at each use).
 */
export function gamesTestHelpers(current: () => { sandbox: TestSandbox; token: string }) {
  const launch = (body: Record<string, unknown>, as = current().token, merchant = 'AURUM') =>
    current().sandbox.call('POST', '/wps/game/launchGame', {
      token: as,
      merchant,
      body: { launchMode: 'GLS', clientType: 3, ...body },
    });

  /** One round on the stand-in game page of a launch session. */
  const betOn = (session: string, amount: number) =>
    current()
      .sandbox.app()
      .request('/game/api/bet', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ session, amount }),
      });

  /** Leaves every game: vendor wallets return to the main wallet. */
  const recall = () => current().sandbox.call('POST', '/wps/game/logoutGame', { token: current().token, body: {} });

  async function wallets(as = current().token, merchant = 'AURUM') {
    const balance = (await current().sandbox.call('GET', '/wps/v2/wallets/balance', { token: as, merchant })).body
      .value;
    return Object.fromEntries(
      balance.balance.map((w: { walletCode: string; availBalance: number }) => [w.walletCode, w.availBalance]),
    );
  }
  return { launch, betOn, recall, wallets };
}
