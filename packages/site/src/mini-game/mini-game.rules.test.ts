import { createMemoryStorage } from '@platform/session';
import { describe, expect, it } from 'vitest';
import {
  MINI_GAME_POSITION_KEY,
  miniGameAllowedOn,
  miniGameScriptUrl,
  readMiniGamePosition,
  writeMiniGamePosition,
} from './mini-game.rules';

describe('miniGameAllowedOn', () => {
  it.each(['/lottery', '/vnLottery', '/seamless', '/agent', '/agentHome', '/seaLottery'])('hides it on %s', (path) => {
    expect(miniGameAllowedOn(path)).toBe(false);
    expect(miniGameAllowedOn(`${path}/`)).toBe(false);
  });

  it('hides it on the pages under an excluded path, in any case', () => {
    expect(miniGameAllowedOn('/agent/team')).toBe(false);
    expect(miniGameAllowedOn('/VNLOTTERY')).toBe(false);
  });

  it('shows it everywhere else, including paths that only begin like an excluded one', () => {
    for (const path of ['/', '/promotions', '/lotteryResults', '/agents', '/member/profile', '/help']) {
      expect(miniGameAllowedOn(path)).toBe(true);
    }
  });
});

describe('miniGameScriptUrl', () => {
  it('is /mini-game/{version}/minigame.js on the site origin, the version escaped', () => {
    expect(miniGameScriptUrl('1.4.2')).toBe('/mini-game/1.4.2/minigame.js');
    expect(miniGameScriptUrl('../x')).toBe('/mini-game/..%2Fx/minigame.js');
  });
});

describe('the remembered position', () => {
  it('is written rounded and read back', () => {
    const storage = createMemoryStorage();
    expect(readMiniGamePosition(storage)).toBeNull();
    writeMiniGamePosition(storage, { x: 10.6, y: 200.2 });
    expect(readMiniGamePosition(storage)).toEqual({ x: 11, y: 200 });
  });

  it('is ignored when it is not a pair of numbers', () => {
    for (const stored of ['{', '[]', '{"x":"1","y":2}', '{"x":1}', 'null', '{"x":1e999,"y":0}']) {
      expect(readMiniGamePosition(createMemoryStorage({ [MINI_GAME_POSITION_KEY]: stored }))).toBeNull();
    }
  });
});
