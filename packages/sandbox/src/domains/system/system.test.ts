import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../core/testing';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('status', () => {
  it('answers each merchant its own registration modes, flags, currency and gw values', async () => {
    const aurum = (await sandbox.call('GET', '/wps/system/status')).body.value;
    const verde = (await sandbox.call('GET', '/wps/system/status', { merchant: 'VERDE' })).body.value;
    expect(aurum).toMatchObject({ merchantCode: 'AURUM', currency: 'CNY', currencySymbol: '¥', currencyPosition: 'F' });
    expect(verde).toMatchObject({
      merchantCode: 'VERDE',
      currency: 'VND',
      currencyPosition: 'B',
      defaultLanguage: 'VI',
    });
    expect(aurum.register).toMatchObject({ username: true, mobile: false, captcha: true });
    expect(verde.register).toMatchObject({
      username: true,
      mobile: true,
      defaultMode: 'mobile',
      smsCode: true,
      botCheck: true,
    });
    expect(aurum.whitelabel).toMatchObject({
      MAILCEN: '1',
      CBS3: '1',
      REWCEN3: '1',
      FIREBASECREATEACC3: '1',
      CAPTCHAONLY3: '1',
    });
    expect(verde.whitelabel).toMatchObject({
      PAYMENTPASS3: '1',
      PWDEXPFORCECHANGE3: '1',
      SSOMANUALREG3: '1',
      CBS3: '0',
    });
    expect(aurum.gw).toEqual({ GEETEST_ID: '', GEETEST_VERSION: 'v4', PROFILE_ICON_COUNT: 9 });
    expect(verde.gw.GEETEST_ID).toBe('sandbox-verde-geetest');
    expect(verde.mobileTemplate).toBe('https://m.verde.example/');
    expect(aurum.sms.expiredMinutes).toBe(5);
    expect(aurum.location).toEqual({ ip: '127.0.0.1', countryCode: 'CN', regionRestricted: false });
  });

  it('never sends the default phone password or the bot-check key', async () => {
    const text = JSON.stringify((await sandbox.call('GET', '/wps/system/status', { merchant: 'VERDE' })).body);
    expect(text).not.toContain('Verde#Start1');
    expect(text).not.toContain('verde-geetest-secret');
  });

  it('gives resources for iOS, Android and H5 with their addresses', async () => {
    const resources = (await sandbox.call('GET', '/wps/system/resources')).body.value;
    const types = resources.map((r: { resourceType: string }) => r.resourceType);
    expect(types).toEqual(expect.arrayContaining(['IOS', 'Android', 'H5', 'MOBILECONFIG', 'SKYPE', 'WLG_DOMAIN']));
    expect(resources.every((r: { url: string }) => r.url.length > 0)).toBe(true);
  });

  it('moves serverTime with the sandbox clock and rebuilds the cached part after a control change', async () => {
    const first = (await sandbox.call('GET', '/wps/system/status')).body.value;
    sandbox.runtime.clock.offsetMs = 3_600_000;
    const later = (await sandbox.call('GET', '/wps/system/status')).body.value;
    sandbox.runtime.clock.offsetMs = 0;
    expect(later.serverTime - first.serverTime).toBeGreaterThanOrEqual(3_600_000);
    expect(first.maintenanceEnd).toBeNull();
    await sandbox.control('POST', '/__control/merchants/AURUM/maintenance', { on: true, endTime: 1_900_000_000_000 });
    const during = (await sandbox.call('GET', '/wps/system/status')).body.value;
    expect(during.maintenanceEnd).toBe(1_900_000_000_000);
    await sandbox.control('POST', '/__control/merchants/AURUM/flags', { flags: { MAILCEN: '0' } });
    expect((await sandbox.call('GET', '/wps/system/status')).body.value.whitelabel.MAILCEN).toBe('0');
    await sandbox.control('POST', '/__control/merchants/AURUM/flags', { flags: { MAILCEN: '1' } });
    await sandbox.control('POST', '/__control/merchants/AURUM/maintenance', { on: false });
    expect((await sandbox.call('GET', '/wps/system/status')).body.value.maintenanceEnd).toBeNull();
  });
});

describe('permission, maintenance and region', () => {
  it('answers the maintenance window on other groups and keeps the system group open', async () => {
    await sandbox.control('POST', '/__control/merchants/VERDE/maintenance', {
      on: true,
      message: 'Upgrading',
      maintainTime: 1_800_000_000_000,
      endTime: 1_800_000_360_000,
    });
    const games = await sandbox.call('GET', '/wps/game/vendors', { merchant: 'VERDE' });
    expect(games.body).toMatchObject({
      success: false,
      errorCode: 'system_maintenance',
      value: { content: { data: { maintainTime: 1_800_000_000_000, endTime: 1_800_000_360_000 } } },
    });
    const permission = (await sandbox.call('GET', '/wps/system/permission', { merchant: 'VERDE' })).body.value;
    expect(permission).toMatchObject({
      maintenance: true,
      regionRestricted: false,
      maintenanceInfo: { message: 'Upgrading' },
    });
    await sandbox.control('POST', '/__control/merchants/VERDE/maintenance', { on: false });
    expect((await sandbox.call('GET', '/wps/game/vendors', { merchant: 'VERDE' })).body.success).toBe(true);
  });

  it('answers region_restricted with the IP while the region is restricted', async () => {
    await sandbox.control('POST', '/__control/merchants/AURUM/region', { restricted: true });
    const answer = await sandbox.call('GET', '/wps/notice/list');
    expect(answer.body).toMatchObject({ errorCode: 'region_restricted', value: { ip: '127.0.0.1' } });
    expect((await sandbox.call('GET', '/wps/system/location')).body.value.regionRestricted).toBe(true);
    await sandbox.control('POST', '/__control/merchants/AURUM/region', { restricted: false });
    expect((await sandbox.call('GET', '/wps/system/permission')).body.value.regionRestricted).toBe(false);
  });
});

describe('settings, flags, domains, templates, help', () => {
  it('derives the login options from the flags', async () => {
    const aurum = (await sandbox.call('GET', '/wps/system/settings/consolidated')).body.value;
    const verde = (await sandbox.call('GET', '/wps/system/settings/consolidated', { merchant: 'VERDE' })).body.value;
    expect(aurum.login).toMatchObject({ modes: ['username'], freeDemo: true, captchaOnly: true });
    expect(verde.login).toMatchObject({ modes: ['username', 'sms'], freeDemo: false, captchaOnly: false });
    expect(aurum.geetest.servers).toHaveLength(3);
    expect(aurum.geetest.timeoutMs).toBe(3000);
    expect(aurum.firebase.signInUrl).toContain('/stand-in/firebase/signin?merchant=AURUM');
    expect(aurum.infoBarMenu).toEqual(['depositv2', 'withdraw']);
    expect(aurum.chat).toEqual({ enabled: true, permissionCheck: true });
    expect((await sandbox.call('GET', '/wps/system/whitelabel', { merchant: 'VERDE' })).body.value.SMSLOGIN3).toBe('1');
  });

  it('gives each merchant its own footer, whose help links land on real help anchors and vendor logos are served', async () => {
    const aurum = (await sandbox.call('GET', '/wps/system/settings/consolidated')).body.value.footer;
    const verde = (await sandbox.call('GET', '/wps/system/settings/consolidated', { merchant: 'VERDE' })).body.value
      .footer;
    expect(aurum.minimumAge).toBe(18);
    expect(verde.minimumAge).toBe(21);
    expect(aurum.licence.number).not.toBe(verde.licence.number);
    expect(aurum.vendors.map((v: { code: string }) => v.code)).not.toEqual(
      verde.vendors.map((v: { code: string }) => v.code),
    );
    expect(aurum.vendors[0]).toEqual({ code: 'PT', name: 'Playtech', logoUrl: '/res/vendors/PT.svg?w=192&h=64' });
    expect(verde.payments.map((p: { name: string }) => p.name)).toContain('MoMo');
    expect(aurum.payments.every((p: { logoUrl: null }) => p.logoUrl === null)).toBe(true);
    for (const [merchant, footer] of [
      ['AURUM', aurum],
      ['VERDE', verde],
    ] as const) {
      const categories = (await sandbox.call('GET', '/wps/system/helpCenter', { merchant })).body.value;
      const articles = (await sandbox.call('GET', '/wps/system/help/v2', { merchant })).body.value;
      const anchors = new Set([...categories, ...articles].map((entry: { tag: string }) => entry.tag));
      for (const link of footer.helpLinks) expect(anchors, `${merchant} ${link.tag}`).toContain(link.tag);
      for (const vendor of footer.vendors) {
        const response = await sandbox.app().request(vendor.logoUrl);
        expect(response.status, vendor.logoUrl).toBe(200);
        expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
      }
    }
  });

  it("lists the sandbox's own origins first and marks unavailable hosts at speed 0", async () => {
    const routes = (await sandbox.call('GET', '/wps/system/domainRoute', { headers: { Host: '127.0.0.1:8080' } })).body
      .value;
    expect(routes.slice(0, 2).map((r: { domainName: string }) => r.domainName)).toEqual([
      'http://127.0.0.1:8080',
      'http://localhost:8080',
    ]);
    expect(routes.length).toBeLessThanOrEqual(10);
    await sandbox.control('POST', '/__control/domains', { host: 'localhost:8080', unavailable: true });
    const after = (await sandbox.call('GET', '/wps/system/domainRoute', { headers: { Host: '127.0.0.1:8080' } })).body
      .value;
    expect(after[1]).toEqual({ domainName: 'http://localhost:8080', speed: 0 });
    await sandbox.control('DELETE', '/__control/faults');
  });

  it('answers help in the asked language, falling back to English, with HTML a client must sanitise', async () => {
    const cn = (await sandbox.call('GET', '/wps/system/help/v2', { query: { lang: 'CN', device: 'WEB' } })).body.value;
    const th = (await sandbox.call('GET', '/wps/system/help/v2', { query: { lang: 'TH' } })).body.value;
    const register = (list: { tag: string; title: string }[]) => list.find((a) => a.tag === 'register')?.title;
    expect(register(cn)).toBe('如何注册？');
    expect(register(th)).toBe('How do I register?');
    expect(th.some((a: { content: string }) => a.content.includes('<script>'))).toBe(true);
    const categories = (await sandbox.call('GET', '/wps/system/helpCenter', { query: { lang: 'EN' } })).body.value;
    expect(categories.map((c: { tag: string }) => c.tag)).toContain('agreement');
  });

  it('refuses a help device other than WEB as a bad request', async () => {
    const answer = await sandbox.call('GET', '/wps/system/help/v2', { query: { device: 'APP' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('request.invalid');
  });

  it('answers templates, countries and the ping', async () => {
    expect((await sandbox.call('GET', '/wps/system/templates', { merchant: 'VERDE' })).body.value.mobileTemplate).toBe(
      'https://m.verde.example/',
    );
    const countries = (await sandbox.call('GET', '/wps/system/countries')).body.value;
    expect(countries).toContainEqual({ countryCode: 'VN', countryDialingCode: '84', countryName: 'Viet Nam' });
    const ping = await sandbox.call('GET', '/wps/system/test/ping', { query: { speed: Date.now() } });
    expect(ping.body.value.pong).toBe(true);
  });
});

describe('images served for the speed test and avatars', () => {
  it('serves /res/logo.png as an uncached PNG', async () => {
    const response = await sandbox.app().request('/res/logo.png?timeStamp=123');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // IHDR: 96 x 32.
    expect(Buffer.from(bytes).readUInt32BE(16)).toBe(96);
    expect(Buffer.from(bytes).readUInt32BE(20)).toBe(32);
  });

  it('serves profile icons 1 to 9 and nothing beyond', async () => {
    expect((await sandbox.app().request('/res/profile/9.png')).status).toBe(200);
    expect((await sandbox.app().request('/res/default/profile/1.png')).status).toBe(200);
    expect((await sandbox.app().request('/res/profile/10.png')).status).toBe(404);
  });
});
