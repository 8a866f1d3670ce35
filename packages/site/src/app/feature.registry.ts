import type { RealtimeMessage } from '@platform/api-client/contract';
import type {
  DialogTable,
  FeatureManifest,
  FeatureOverlay,
  HeaderItem,
  HomeBlock,
  MenuSectionEntry,
  NavEntry,
  RealtimeHandlers,
  SeoKeys,
} from './feature';
import { provideLaunchCode } from './launch.port';
import type { Platform } from './platform';

/** What the app reads off the list of feature manifests: each central table, assembled once. */
export interface FeatureRegistry {
  /** The feature names, in list order. */
  names: readonly string[];
  /** The header's main navigation, by `order`. */
  nav: readonly NavEntry[];
  /** Path (lower case, no trailing slash) to the page's meta keys. */
  seo: Readonly<Record<string, SeoKeys>>;
  /** Dialog kind to its lazy component. */
  dialogs: DialogTable;
  /** The header's account-area items, in list order, each with a key unique across features. */
  headerItems: readonly (HeaderItem & { key: string })[];
  /** The home page's blocks, by `order`, each with a key unique across features. */
  homeBlocks: readonly (HomeBlock & { key: string })[];
  /** The shell's overlays, each with a key unique across features. */
  overlays: readonly (FeatureOverlay & { key: string })[];
  /** The phone menu sheet's feature sections, by `order`, each with a key unique across features. */
  menuSections: readonly (MenuSectionEntry & { key: string })[];
  /** Runs every feature's handler for a realtime message. */
  onRealtime(message: RealtimeMessage, platform: Platform): void;
  /** Runs every feature's session-end reset. */
  onSessionEnd(platform: Platform): void;
}

function claim(owners: Map<string, string>, what: string, key: string, feature: string): void {
  const owner = owners.get(key);
  if (owner !== undefined) throw new Error(`features: ${what} "${key}" is declared by both ${owner} and ${feature}`);
  owners.set(key, feature);
}

/**
 * Assembles the central tables from the manifests. Two features may not claim the same name, nav path, SEO path or
 * dialog kind: the list would then depend on its order, so it fails at start-up (and in the registry test) instead.
 */
export function assembleFeatures(features: readonly FeatureManifest[]): FeatureRegistry {
  const names = new Map<string, string>();
  const navOwners = new Map<string, string>();
  const seoOwners = new Map<string, string>();
  const dialogOwners = new Map<string, string>();
  const nav: NavEntry[] = [];
  const seo: Record<string, SeoKeys> = {};
  const dialogs: Record<string, unknown> = {};
  const overlays: (FeatureOverlay & { key: string })[] = [];
  const homeBlocks: (HomeBlock & { key: string })[] = [];
  const headerItems: (HeaderItem & { key: string })[] = [];
  const menuSections: (MenuSectionEntry & { key: string })[] = [];
  const realtime: RealtimeHandlers[] = [];
  const resets: ((platform: Platform) => void)[] = [];
  const launchers = new Map<string, string>();

  for (const feature of features) {
    claim(names, 'name', feature.name, feature.name);
    for (const entry of feature.nav ?? []) {
      claim(navOwners, 'nav path', entry.path, feature.name);
      nav.push(entry);
    }
    for (const [path, keys] of Object.entries(feature.seo ?? {})) {
      claim(seoOwners, 'SEO path', path.toLowerCase(), feature.name);
      seo[path.toLowerCase()] = keys;
    }
    for (const [kind, component] of Object.entries(feature.dialogs ?? {})) {
      claim(dialogOwners, 'dialog kind', kind, feature.name);
      dialogs[kind] = component;
    }
    for (const item of feature.headerItems ?? []) headerItems.push({ ...item, key: `${feature.name}.${item.id}` });
    for (const block of feature.homeBlocks ?? []) homeBlocks.push({ ...block, key: `${feature.name}.${block.id}` });
    for (const overlay of feature.overlays ?? []) overlays.push({ ...overlay, key: `${feature.name}.${overlay.id}` });
    for (const section of feature.menuSections ?? [])
      menuSections.push({ ...section, key: `${feature.name}.${section.id}` });
    if (feature.realtime) realtime.push(feature.realtime);
    if (feature.onSessionEnd) resets.push(feature.onSessionEnd);
    if (feature.launchCode) {
      claim(launchers, 'launch code', 'launchCode', feature.name);
      provideLaunchCode(feature.launchCode);
    }
  }

  return {
    names: [...names.keys()],
    nav: nav.sort((a, b) => a.order - b.order),
    seo,
    dialogs: dialogs as DialogTable,
    headerItems,
    homeBlocks: homeBlocks.sort((a, b) => a.order - b.order),
    overlays,
    menuSections: menuSections.sort((a, b) => a.order - b.order),
    onRealtime(message, platform) {
      for (const handlers of realtime) {
        const handle = handlers[message.type] as ((m: RealtimeMessage, p: Platform) => void) | undefined;
        handle?.(message, platform);
      }
    },
    onSessionEnd(platform) {
      for (const reset of resets) reset(platform);
    },
  };
}

/** No features: the platform of a unit test that renders one piece of the site. */
export const NO_FEATURES: FeatureRegistry = assembleFeatures([]);
