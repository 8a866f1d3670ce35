// @vitest-environment happy-dom
// A DOM: the vendors' scripts are added to the document as script elements.
import { describe, expect, it } from 'vitest';
import { channelsFor } from './CustomerServiceIntent';
import { readChatPosition, writeChatPosition } from './chat.position';
import { loadCustomerServiceScripts, safeChannelUrl } from './cs.open';
import { embedUrlOf } from './live-chat';

const entry = (id: number, csPosition: string, labelIds: number[]) => ({
  id,
  csType: 'LIVECHAT' as const,
  csPosition,
  title: `entry ${id}`,
  path: '/x',
  pathEncrypted: false,
  labelIds,
  iconUrl: null,
});

describe('channelsFor (points-centres-lottery §5)', () => {
  const entries = [entry(1, 'RIGHT_BAR', []), entry(2, 'RIGHT_BAR', [3, 4]), entry(3, 'FOOTER', [])];

  it("keeps, per position, the entries for the player's club label", () => {
    expect(channelsFor(entries, 3).map((e) => e.id)).toEqual([2, 3]);
  });

  it('falls back to the entries without labels when none lists the label, or there is no label', () => {
    expect(channelsFor(entries, 1).map((e) => e.id)).toEqual([1, 3]);
    expect(channelsFor(entries, null).map((e) => e.id)).toEqual([1, 3]);
  });
});

describe('embedUrlOf (points-centres-lottery §7)', () => {
  it('opens the embed page with vToken, userId and userName, encoded', () => {
    const url = new URL(
      embedUrlOf('https://chat.example/embed?lang=en', { vToken: 'v1', userId: 'u7', userName: 'Li & Co' }),
    );
    expect(url.origin + url.pathname).toBe('https://chat.example/embed');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      vToken: 'v1',
      userId: 'u7',
      userName: 'Li & Co',
    });
  });
});

describe('safeChannelUrl', () => {
  it('resolves a path against the site and refuses other schemes', () => {
    expect(safeChannelUrl('/stand-in/livechat/embed?entry=vip', 'https://aurum.example/help')).toBe(
      'https://aurum.example/stand-in/livechat/embed?entry=vip',
    );
    expect(safeChannelUrl('javascript:alert(1)', 'https://aurum.example/')).toBeNull();
    expect(safeChannelUrl('data:text/html,hi', 'https://aurum.example/')).toBeNull();
  });
});

describe('loadCustomerServiceScripts', () => {
  it('adds a vendor address as a script src and inline code as text, each once per page', () => {
    const doc = document.implementation.createHTMLDocument('cs');
    const scripts = ['https://vendor.example/widget.js', 'window.__cs = 1;'];
    expect(loadCustomerServiceScripts(scripts, doc)).toBe(2);
    const added = [...doc.head.querySelectorAll('script')];
    expect(added.map((s) => s.getAttribute('src'))).toEqual(['https://vendor.example/widget.js', null]);
    expect(added[1]?.text).toBe('window.__cs = 1;');
    expect(loadCustomerServiceScripts(scripts, doc)).toBe(0);
    expect(doc.head.querySelectorAll('script')).toHaveLength(2);
  });
});

describe('chat button position', () => {
  it('keeps the last resting place and ignores anything unreadable', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    expect(readChatPosition(storage)).toBeUndefined();
    writeChatPosition({ x: 16, y: 300 }, storage);
    expect(readChatPosition(storage)).toEqual({ x: 16, y: 300 });
    store.set('chatButtonPosition', '{"x":"a"}');
    expect(readChatPosition(storage)).toBeUndefined();
    store.set('chatButtonPosition', 'not json');
    expect(readChatPosition(storage)).toBeUndefined();
  });
});
