import { describe, expect, it } from 'vitest';
import { buildLaunchPayload, buildTrialPayload, type LaunchContext } from './launch.payload';
import { launchLanguage, launchPlatform, presentationOf, VENDOR_LAUNCH_RULES, vendorLaunchRule } from './launch.rules';

const context: LaunchContext = {
  username: 'member01',
  token: 'tok-1',
  merchantCode: 'AURUM',
  language: 'EN',
  confirmTrans: true,
  origin: 'page',
};

describe('the vendor launch table (player-site §9)', () => {
  it('launches PT, PTSS, DG and GPI with flash and every other vendor with html5-desktop', () => {
    for (const vendor of ['PT', 'PTSS', 'DG', 'GPI']) expect(launchPlatform(vendor, 'page')).toBe('flash');
    for (const vendor of ['ALB', 'AE', 'JDB', 'CQ9', 'SABA', 'unknown']) {
      expect(launchPlatform(vendor, 'page')).toBe('html5-desktop');
    }
  });

  it('sends flash,html5-desktop from the game popup, whatever the vendor', () => {
    for (const vendor of ['PT', 'JDB', 'ALB']) expect(launchPlatform(vendor, 'popup')).toBe('flash,html5-desktop');
  });

  it('gives DG, JDB and AE English when the language is ID', () => {
    for (const vendor of ['DG', 'JDB', 'AE']) expect(launchLanguage(vendor, 'ID')).toBe('EN');
    for (const vendor of ['PT', 'ALB', 'CQ9']) expect(launchLanguage(vendor, 'ID')).toBe('ID');
  });

  it('leaves every other language as the player chose it', () => {
    for (const language of ['CN', 'TW', 'JA', 'EN', 'TH', 'VI'] as const) {
      expect(launchLanguage('DG', language)).toBe(language);
    }
  });

  it('reads vendor codes in any case and merges defaults for vendors it does not list', () => {
    expect(vendorLaunchRule('pt').flash).toBe(true);
    expect(vendorLaunchRule('NEW')).toEqual({ flash: false, separatePage: false, languageFallback: {} });
    expect(Object.keys(VENDOR_LAUNCH_RULES).sort()).toEqual(['AE', 'ALB', 'DG', 'GPI', 'JDB', 'PT', 'PTSS']);
  });
});

describe('where a game is shown', () => {
  it('opens games that ask for it (appNewWindow 1) in a new window', () => {
    expect(presentationOf({ gameId: 'g', vassalage: 'SABA', appNewWindow: 1 })).toBe('window');
  });

  it('opens ALB in a new window: its separate launch page is never framed', () => {
    expect(presentationOf({ gameId: 'g', vassalage: 'ALB', appNewWindow: 0 })).toBe('window');
  });

  it('shows the other games in the site’s frame', () => {
    expect(presentationOf({ gameId: 'g', vassalage: 'PT', appNewWindow: 0 })).toBe('frame');
    expect(presentationOf({ gameId: 'g', vassalage: 'PT' })).toBe('frame');
  });

  it('on a phone shows every framable game in the site’s page, even one that asks for a window', () => {
    expect(presentationOf({ gameId: 'g', vassalage: 'SABA', appNewWindow: 1 }, 'phone')).toBe('frame');
    expect(presentationOf({ gameId: 'g', vassalage: 'PT', appNewWindow: 0 }, 'phone')).toBe('frame');
    // A separate launch page refuses to be framed: a new tab, on a phone too.
    expect(presentationOf({ gameId: 'g', vassalage: 'ALB', appNewWindow: 0 }, 'phone')).toBe('window');
    expect(presentationOf({ gameId: 'g', vassalage: 'SABA', appNewWindow: 1 }, 'desktop')).toBe('window');
  });
});

describe('the launch payload', () => {
  it('carries every field of the spec', () => {
    const payload = buildLaunchPayload(
      { gameId: 'DG-LIVE-001', vassalage: 'DG', nodeId: 'dg-node-1', accountType: 'DG' },
      { ...context, language: 'ID' },
    );
    expect(payload).toEqual({
      gameId: 'DG-LIVE-001',
      nodeId: 'dg-node-1',
      accountType: 'DG',
      confirmTrans: true,
      vassalage: 'DG',
      username: 'member01',
      launchMode: 'GLS',
      platform: 'flash',
      clientType: 3,
      merchantCode: 'AURUM',
      token: 'tok-1',
      language: 'EN',
    });
  });

  it('sends empty strings for what the game does not have', () => {
    const payload = buildLaunchPayload({ gameId: 'JDB-RNG-001', vassalage: 'JDB' }, { ...context, origin: 'popup' });
    expect(payload.nodeId).toBe('');
    expect(payload.accountType).toBe('');
    expect(payload.platform).toBe('flash,html5-desktop');
  });

  it('builds the trial payload with the same platform and language rules', () => {
    expect(buildTrialPayload({ gameId: 'AE-1', vassalage: 'AE' }, { language: 'ID', origin: 'page' })).toEqual({
      gameId: 'AE-1',
      vassalage: 'AE',
      platform: 'html5-desktop',
      clientType: 3,
      language: 'EN',
    });
  });
});
