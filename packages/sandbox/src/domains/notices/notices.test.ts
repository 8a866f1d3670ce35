import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../core/testing';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const list = (query: Record<string, string | number>) => sandbox.call('GET', '/wps/notice/list', { query });

describe('banners and notices', () => {
  it('answers the home banners with each linkage type and their generated images', async () => {
    const banners = (await list({ types: 'B', groupName: 'w_home' })).body.value.list;
    expect(banners.map((b: { linkageType: string }) => b.linkageType)).toEqual(['URL', 'P', 'G', 'G', 'URL']);
    const game = banners.find((b: { linkage: string }) => b.linkage === 'DG-LIVE-001');
    expect(game).toMatchObject({
      type: 'B',
      vendor: 'DG',
      nodeId: 'dg-node-1',
      roomId: 'dg-room-1',
      bannerId: game.id,
    });
    const image = await sandbox.app().request(banners[0].url);
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
    // Each banner's phone picture: the same art drawn at 3:2.
    expect(banners[0].mobileUrl).toBe(`${banners[0].url}?w=750&h=500`);
    expect((await sandbox.app().request(banners[0].mobileUrl)).headers.get('Content-Type')).toBe('image/svg+xml');
    expect(banners.map((b: { title: string }) => b.title)).not.toContain('Old banner (ended)');
  });

  it('answers the agent centre’s announcements (group w_agent) apart from the home notices, newest first', async () => {
    const agent = (await list({ types: 'PL', groupName: 'w_agent' })).body.value.list;
    expect(agent.map((n: { title: string }) => n.title)).toEqual([
      'Dividend settlement schedule',
      'New referral links',
      'Red envelope limits',
    ]);
    const home = (await list({ types: 'PL', groupName: 'w_home' })).body.value.list;
    expect(home.map((n: { groupName: string }) => n.groupName)).not.toContain('w_agent');
  });

  it('answers B, PL and PU together by default, and PR for the promotion page group', async () => {
    const all = (await list({})).body.value;
    expect(new Set(all.list.map((n: { type: string }) => n.type))).toEqual(new Set(['B', 'PL', 'PU']));
    const promotionBanners = (await list({ types: 'PR', groupName: 'w_promotion' })).body.value.list;
    expect(promotionBanners).toHaveLength(2);
    expect(promotionBanners.every((b: { groupName: string }) => b.groupName === 'w_promotion')).toBe(true);
  });

  it('pages the notice list 10 at a time', async () => {
    const first = (await list({ types: 'PL', page: 1, size: 10 })).body.value;
    expect(first).toMatchObject({ total: 12, totalPages: 2, page: 1, size: 10 });
    expect(first.list).toHaveLength(10);
    expect((await list({ types: 'PL', page: 2, size: 10 })).body.value.list).toHaveLength(2);
  });

  it('refuses unknown types, execution and platform as bad requests', async () => {
    expect((await list({ types: 'B,XX' })).status).toBe(400);
    expect((await list({ execution: 'A' })).status).toBe(400);
    expect((await list({ platform: 'M' })).body.errorCode).toBe('request.invalid');
  });
});
