// One name per feature in every layer (issue 25): the site's feature list is the source, and each layer either has a
// place under the feature's name or says here why it has none. Every other name in a layer is a kit, listed with
// what it serves. A new feature, folder, group, catalogue or spec under another name fails this test.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contract } from '@platform/api-client/contract';
import { describe, expect, it } from 'vitest';
import { FEATURES } from './features';

const repo = fileURLToPath(new URL('../../../..', import.meta.url));
const features = FEATURES.map((feature) => feature.name);
const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const folders = (path: string) =>
  readdirSync(join(repo, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const files = (path: string, ending: string) =>
  readdirSync(join(repo, path))
    .filter((name) => name.endsWith(ending))
    .map((name) => name.slice(0, -ending.length));

/** Names that are not one feature's, per layer, and what they serve. */
const kits = {
  sandbox: {
    games: 'the game catalogue and launch calls the lobby and launch features share',
    system: 'merchant status, settings, help content and domains',
    wallet: 'balances and transfers the shell and the member centre show',
    messaging: 'the SMS and mail outbox',
    realtime: 'the realtime socket',
    captcha: 'image captchas of accounts and the password challenge',
    'stand-ins': 'stand-ins for external vendors (Firebase, Geetest, the mini-game)',
    control: 'the control API',
    shared: 'helpers of several domains',
  },
  apiGroups: {
    system: 'status, settings, keys and domains of every page',
    games: 'the game catalogue and launch calls of lobby and launch',
    wallet: 'balances and transfers of the shell and the member centre',
  },
  uiKit: {
    banner: 'the banner carousel of the home and promotions pages',
    footer: "the shell's footer",
    'info-bar': "the shell's account bar",
    'list-skeleton': 'the loading rows of every list',
    centre: 'what the member and agent centres share (their one form)',
    modals: 'the global dialogs the errors feature and the shell open',
    'phone-frame': "the shell's phone frame (tab bar, menu sheet)",
    shared: 'pieces several widgets use',
  },
  i18n: {
    common: 'words every page uses (buttons, paging, carousel, toasts)',
    centre: "the member and agent centres' shared menu names",
    contracts: "@platform/contract-rules' own keys (contract_action_*, contract_product_*)",
    footer: "the shell's footer",
    infoBar: "the shell's account bar",
    siteShell: "the shell's frame",
    realtime: 'realtime message titles',
    seo: 'page titles and descriptions',
    serverErrors: "the server's error codes, exactly as sent",
    validation: "@platform/validation's keys",
    widgets: 'ui-kit pieces of several features (balance, banner)',
    domains: 'the generated list of domain files',
    offline: "the installable app's offline page (the build writes it from these words)",
    index: "the language's index",
  },
  e2e: {
    shell: 'the frame every page shares',
    theme: "the merchants' brand tokens",
    security: 'CSP and the stand-ins under it',
    phone: 'the phone projects (phone-*.spec.ts): the frame, the journeys and the installable app on a phone',
  },
} as const;

/** A feature that owns a second name in a layer, as the spec names that part of it. */
const parts: Readonly<Record<string, readonly string[]>> = {
  agent: ['contracts'],
  // Responsible gaming (issue 26) is the member centre's page with its reminder and timer.
  member: ['responsible-gaming', 'responsibleGaming'],
};

/** Features with no place in a layer, and why. */
const none = {
  sandbox: {
    home: 'reads notices and games',
    lobby: 'the games kit serves it',
    launch: 'the games kit serves it',
    help: 'its content is system settings',
    'speed-test': 'probes the domains themselves',
    download: 'its addresses are system settings',
    languages: 'the languages are system status',
    maintenance: 'the window is system status',
    errors: 'shows what other calls refuse',
    'right-bar': 'its entries are system settings',
    'mini-game': 'the stand-ins kit serves it',
  },
  apiGroups: {
    home: 'reads notices and games',
    lobby: 'the games group',
    launch: 'the games group',
    help: 'system settings',
    'speed-test': 'no call of its own',
    download: 'system settings',
    languages: 'system status',
    maintenance: 'system permission',
    errors: 'no call of its own',
    'right-bar': 'system settings',
    'mini-game': 'system settings',
  },
} as const;

const owner = (name: string) =>
  features.find((feature) => feature === name || camel(feature) === name || parts[feature]?.includes(name));

describe('one name per feature in every layer', () => {
  it('has a site folder with its manifest named after each feature', () => {
    for (const name of features) {
      expect(readdirSync(join(repo, 'packages/site/src', name)), name).toContain(`${name}.feature.ts`);
    }
  });

  it('names every sandbox domain after a feature or a kit, and each feature has its domain or a reason', () => {
    const domains = folders('packages/sandbox/src/domains');
    for (const domain of domains)
      expect(owner(domain) ?? (domain in kits.sandbox ? domain : undefined), domain).toBeDefined();
    for (const name of features) {
      expect(domains.includes(name) || name in none.sandbox, `sandbox domain ${name}`).toBe(true);
    }
  });

  it('names every contract group after a feature (camelCase), a part of one, or a kit', () => {
    const groups = Object.keys(contract);
    for (const group of groups)
      expect(owner(group) ?? (group in kits.apiGroups ? group : undefined), group).toBeDefined();
    for (const name of features) {
      expect(groups.includes(camel(name)) || name in none.apiGroups, `contract group ${name}`).toBe(true);
    }
  });

  it('names every ui-kit widget folder after a feature or a kit', () => {
    for (const folder of folders('packages/ui-kit/src/widgets')) {
      expect(owner(folder) ?? (folder in kits.uiKit ? folder : undefined), folder).toBeDefined();
    }
  });

  it("names every catalogue file after a feature or a kit, and a feature's keys start with its name", () => {
    for (const file of files('packages/i18n/src/catalogues/cn', '.ts')) {
      const base = file.replace(/\.generated$/, '');
      const feature = owner(base);
      expect(feature ?? (base in kits.i18n ? base : undefined), file).toBeDefined();
      if (!feature || base !== camel(feature)) continue;
      const keys = [
        ...readFileSync(join(repo, 'packages/i18n/src/catalogues/cn', `${file}.ts`), 'utf8').matchAll(
          /^ {2}'([^']+)':/gm,
        ),
      ];
      for (const [, key] of keys) expect(key, `${file}.ts`).toMatch(new RegExp(`^${base}\\.`));
    }
  });

  it('prefixes every browser spec with a feature or a kit', () => {
    const known = [...features, ...Object.keys(kits.e2e)];
    for (const spec of files('apps/e2e/tests', '.spec.ts')) {
      expect(
        known.find((name) => spec === name || spec.startsWith(`${name}-`)),
        spec,
      ).toBeDefined();
    }
  });
});
