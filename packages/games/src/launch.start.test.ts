import { ApiError } from '@platform/api-client';
import { roleOf, VISITOR_ROLE } from '@platform/session';
import { describe, expect, it, vi } from 'vitest';
import { type LaunchEnvironment, startLaunch } from './launch.start';
import type { GameWindow } from './launch.window';

function fakeWindow() {
  return {
    navigate: vi.fn<GameWindow['navigate']>(),
    close: vi.fn<GameWindow['close']>(),
    watchClosed: vi.fn<GameWindow['watchClosed']>(() => () => undefined),
  };
}

function environment(overrides: Partial<LaunchEnvironment> = {}) {
  const games = fakeGamesApi();
  const win = fakeWindow();
  const env = {
    games,
    session: { loggedIn: true, role: roleOf(0), username: 'member01', token: 'tok' },
    merchantCode: 'AURUM',
    language: 'EN',
    confirmTrans: vi.fn(async () => true),
    openWindow: vi.fn(() => win),
    showFrame: vi.fn(),
    refuse: vi.fn(),
    popupBlocked: vi.fn(),
    started: vi.fn(),
    windowClosed: vi.fn(),
    ...overrides,
  } satisfies LaunchEnvironment;
  return { env, games, win };
}

const slot = { gameId: 'PT-RNG-001', vassalage: 'PT', gameType: 'RNG', appNewWindow: 0 } as const;
const sports = { gameId: 'SABA-SPORTS-001', vassalage: 'SABA', gameType: 'SPORTS', appNewWindow: 1 } as const;

function balanceNotEnough() {
  return new ApiError({
    code: 'launch_game_balance_not_enough',
    status: 200,
    serverMessage: 'Your balance is too low to play.',
    method: 'POST',
    url: '/wps/game/launchGame',
    value: { balance: 0, required: 1 },
    endpoint: 'games.launch',
    rule: 'launch_game_balance_not_enough',
    behaviour: 'depositPrompt',
  });
}

describe('launch refusals (player-site §6)', () => {
  it('refuses a visitor with in_sorry_in before opening anything', async () => {
    const { env, games } = environment({ session: { loggedIn: false, role: VISITOR_ROLE } });
    const outcome = await startLaunch(sports, {}, env);
    expect(outcome).toMatchObject({ status: 'refused', verdict: { messageKey: 'in_sorry_in' } });
    expect(env.refuse).toHaveBeenCalledWith(expect.objectContaining({ messageKey: 'in_sorry_in' }));
    expect(env.openWindow).not.toHaveBeenCalled();
    expect(games.launch).not.toHaveBeenCalled();
  });

  it('refuses a trial account (isAgent 4) with in_need_true_account', async () => {
    const { env, games } = environment({ session: { loggedIn: true, role: roleOf(4), token: 't' } });
    const outcome = await startLaunch(slot, {}, env);
    expect(outcome).toMatchObject({ status: 'refused', verdict: { messageKey: 'in_need_true_account' } });
    expect(games.launch).not.toHaveBeenCalled();
  });

  it('lets visitors and trial accounts start a free trial', async () => {
    const { env, games } = environment({ session: { loggedIn: false, role: VISITOR_ROLE } });
    const outcome = await startLaunch(slot, { mode: 'trial' }, env);
    expect(outcome.status).toBe('started');
    expect(games.launchTrial).toHaveBeenCalledWith({
      gameId: 'PT-RNG-001',
      vassalage: 'PT',
      platform: 'flash',
      clientType: 3,
      language: 'EN',
    });
    expect(env.showFrame).toHaveBeenCalledWith('trial', 'http://game.test/play?game=PT-RNG-001', slot);
  });
});

describe('launching in a new window', () => {
  it('opens the window synchronously, before the launch call answers', () => {
    const { env, games } = environment();
    let answer: (value: unknown) => void = () => undefined;
    games.launch.mockImplementation(() => new Promise((resolve) => (answer = resolve)) as never);
    void startLaunch(sports, {}, env);
    // No await: the window must already be open when startLaunch returns (popup blockers allow only that).
    expect(env.openWindow).toHaveBeenCalledTimes(1);
    answer(undefined);
  });

  it('sends the window to the game and watches it close', async () => {
    const { env, win } = environment();
    const outcome = await startLaunch(sports, {}, env);
    expect(outcome).toMatchObject({ status: 'started', presentation: 'window' });
    expect(win.navigate).toHaveBeenCalledWith('http://game.test/play?game=SABA-SPORTS-001');
    win.watchClosed.mock.calls[0]?.[0]();
    expect(env.windowClosed).toHaveBeenCalledWith('real', sports);
    expect(env.showFrame).not.toHaveBeenCalled();
    expect(env.started).toHaveBeenCalledWith('real', expect.objectContaining({ gameId: 'SABA-SPORTS-001' }));
  });

  it('closes the window when the launch fails', async () => {
    const { env, games, win } = environment();
    games.launch.mockRejectedValueOnce(balanceNotEnough());
    const outcome = await startLaunch(sports, {}, env);
    expect(outcome).toMatchObject({ status: 'failed' });
    expect(win.close).toHaveBeenCalled();
    expect(win.navigate).not.toHaveBeenCalled();
  });

  it('tells the player when the browser blocked the window, and calls nothing', async () => {
    const { env, games } = environment({ openWindow: vi.fn(() => null) });
    expect(await startLaunch(sports, {}, env)).toEqual({ status: 'blocked' });
    expect(env.popupBlocked).toHaveBeenCalled();
    expect(games.launch).not.toHaveBeenCalled();
  });
});

describe('a game that answers it needs a window', () => {
  const card = { gameId: 'SABA-SPORTS-001', vassalage: 'SABA', gameType: 'SPORTS' } as const;

  it('opens the window after the answer when the target did not say so', async () => {
    const { env, games, win } = environment();
    games.launch.mockImplementation(async (input) => ({
      ...(await fakeGamesApi().launch(input)),
      newWindow: true,
    }));
    const outcome = startLaunch(card, {}, env);
    expect(env.openWindow).not.toHaveBeenCalled();
    expect(await outcome).toMatchObject({ status: 'started', presentation: 'window' });
    expect(win.navigate).toHaveBeenCalledWith('http://game.test/play?game=SABA-SPORTS-001');
    expect(env.showFrame).not.toHaveBeenCalled();
  });

  it('shows it in the frame when the browser blocks that late window', async () => {
    const { env, games } = environment({ openWindow: vi.fn(() => null) });
    games.launch.mockImplementation(async (input) => ({
      ...(await fakeGamesApi().launch(input)),
      separatePage: true,
    }));
    expect(await startLaunch(card, {}, env)).toMatchObject({ status: 'started', presentation: 'frame' });
    expect(env.showFrame).toHaveBeenCalled();
    expect(env.popupBlocked).not.toHaveBeenCalled();
  });
});

describe('the launch call', () => {
  it('sends every field, with confirmTrans from the merchant’s wallet mode', async () => {
    const { env, games } = environment();
    await startLaunch({ ...slot, nodeId: null, accountType: 'PT' }, { origin: 'popup' }, env);
    expect(games.launch).toHaveBeenCalledWith({
      gameId: 'PT-RNG-001',
      nodeId: '',
      accountType: 'PT',
      confirmTrans: true,
      vassalage: 'PT',
      username: 'member01',
      launchMode: 'GLS',
      platform: 'flash,html5-desktop',
      clientType: 3,
      merchantCode: 'AURUM',
      token: 'tok',
      language: 'EN',
    });
  });

  it('launches without moving money when the wallet mode cannot be read', async () => {
    const { env, games } = environment({ confirmTrans: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await startLaunch(slot, {}, env);
    expect(games.launch).toHaveBeenCalledWith(expect.objectContaining({ confirmTrans: false }));
  });

  it('shows frame games in the site’s frame without opening a window', async () => {
    const { env } = environment();
    const outcome = await startLaunch(slot, {}, env);
    expect(outcome).toMatchObject({ status: 'started', presentation: 'frame' });
    expect(env.openWindow).not.toHaveBeenCalled();
    expect(env.showFrame).toHaveBeenCalledWith('real', 'http://game.test/play?game=PT-RNG-001', slot);
  });

  it('reports a failed frame launch without showing the frame', async () => {
    const { env, games } = environment();
    games.launch.mockRejectedValueOnce(balanceNotEnough());
    expect((await startLaunch(slot, {}, env)).status).toBe('failed');
    expect(env.showFrame).not.toHaveBeenCalled();
  });
});

/** The two launch calls of the games group, answered as the sandbox's stand-in vendor would. */
function fakeGamesApi() {
  return {
    launch: vi.fn(async (input: { gameId: string }) => launchResult(input.gameId, false)),
    launchTrial: vi.fn(async (input: { gameId: string }) => launchResult(input.gameId, true)),
  };
}

function launchResult(gameId: string, trial: boolean) {
  return {
    url: `http://game.test/play?game=${gameId}`,
    gameId,
    vendor: 'PT',
    launchMode: 'GLS',
    platform: 'html5-desktop',
    language: 'EN',
    newWindow: false,
    separatePage: false,
    trial,
    walletCode: trial ? 'TRIAL' : 'PT',
    balance: 100,
  };
}
