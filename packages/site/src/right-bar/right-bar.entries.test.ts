import { describe, expect, it } from 'vitest';
import { rightBarEntries, targetOfUrl } from './right-bar.entries';

const resources = [{ resourceType: 'SKYPE', url: 'skype:aurum.support?chat' }];
const keys = (list: ReturnType<typeof rightBarEntries>) => list.map((entry) => entry.key);

describe('rightBarEntries', () => {
  it("keeps the merchant's order, with feedback last", () => {
    const configured = ['help', 'liveChat', 'appDownload'].map((key) => ({ key, url: null }));
    expect(keys(rightBarEntries({ configured, resources }))).toEqual(['help', 'liveChat', 'appDownload', 'feedback']);
  });

  it('leads each page entry to its page and the dialog entries to their intents', () => {
    const configured = ['appDownload', 'promotion', 'speedTest', 'noticeBoard', 'help', 'liveChat', 'recharge'].map(
      (key) => ({ key, url: null }),
    );
    expect(rightBarEntries({ configured, resources }).map((entry) => entry.target)).toEqual([
      { kind: 'path', to: '/download' },
      { kind: 'path', to: '/promotions' },
      { kind: 'path', to: '/speedtest' },
      { kind: 'path', to: '/notices' },
      { kind: 'path', to: '/help' },
      { kind: 'intent', intent: 'liveChat' },
      { kind: 'intent', intent: 'memberCentre' },
      { kind: 'intent', intent: 'feedback' },
    ]);
  });

  it("takes skype from the status call's resources, and leaves it out when there is none", () => {
    const configured = [{ key: 'skype', url: null }];
    expect(rightBarEntries({ configured, resources })[0]).toEqual({
      key: 'skype',
      target: { kind: 'external', href: 'skype:aurum.support?chat' },
    });
    expect(keys(rightBarEntries({ configured, resources: [] }))).toEqual(['feedback']);
  });

  it("prefers the setting's address, and leaves out address-only entries without one", () => {
    const configured = [
      { key: 'zalo', url: 'https://zalo.me/0912000000' },
      { key: 'wechat', url: null },
      { key: 'qq', url: null },
      { key: 'acmc', url: null },
      { key: 'help', url: '/help#faq' },
    ];
    expect(rightBarEntries({ configured, resources }).slice(0, 2)).toEqual([
      { key: 'zalo', target: { kind: 'external', href: 'https://zalo.me/0912000000' } },
      { key: 'help', target: { kind: 'path', to: '/help#faq' } },
    ]);
  });

  it('drops unknown keys, repeats and unsafe addresses', () => {
    const configured = [
      { key: 'casino', url: null },
      { key: 'help', url: null },
      { key: 'help', url: null },
      { key: 'qq', url: 'javascript:alert(1)' },
    ];
    expect(keys(rightBarEntries({ configured, resources }))).toEqual(['help', 'feedback']);
  });
});

describe('targetOfUrl', () => {
  it('treats a protocol-relative address as another site, never as a path', () => {
    expect(targetOfUrl('//evil.example/x')).toBeNull();
    expect(targetOfUrl('/notices')).toEqual({ kind: 'path', to: '/notices' });
  });
});
