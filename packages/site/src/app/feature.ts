import type { ApiError, VendorMaintenance } from '@platform/api-client';
import type { RealtimeMessage, RealtimeMessageType } from '@platform/api-client/contract';
import type { MessageKey } from '@platform/i18n';
import type { AnyRoute } from '@tanstack/react-router';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouterContext } from '../router/root.route';
import type { LaunchModule } from './launch.port';
import type { Platform } from './platform';

/**
 * A site feature's one manifest (`<feature>/<feature>.feature.ts`): everything the app needs to plug the feature in.
 * `app/features.ts` lists the manifests; the route tree, the main navigation, the SEO table, the global dialog host,
 * the shell's overlays, the realtime handlers and the session-end reset are all assembled from that list, so adding a
 * feature edits no other central file. Features never import each other: to open another feature's dialog a feature
 * calls `ui.openDialog({ kind })` with an intent of `DialogIntents`; to show another feature's page it navigates to
 * its path.
 */
export interface FeatureManifest {
  /** The feature's one name: its site folder, sandbox domain, contract file, ui-kit widget folder and i18n file. */
  name: string;
  /** Its routes, children of the root route (`getParentRoute: () => rootRoute`); every page a lazy chunk. */
  routes?: readonly AnyRoute[];
  /** Its entries in the header's main navigation, placed by `order` (lower first). */
  nav?: readonly NavEntry[];
  /** Its SEO rows: path (lower case, no trailing slash) to the page's meta keys. Only for pages its routes serve. */
  seo?: Readonly<Record<string, SeoKeys>>;
  /** The global dialogs it renders when an intent of `DialogIntents` opens them: one lazy chunk each. */
  dialogs?: DialogTable;
  /** What it shows in the header's account area: for visitors (the login links) or for players, beside the info bar. */
  headerItems?: readonly HeaderItem[];
  /** Blocks it adds to the home page below the banners and notices, placed by `order` (the lobby's games block). */
  homeBlocks?: readonly HomeBlock[];
  /** What it keeps on screen around every page (floating chat button, right bar, account dialogs...): lazy. */
  overlays?: readonly FeatureOverlay[];
  /**
   * What it adds to the phone frame's menu sheet, where a phone has no room for it on screen (the right bar's
   * shortcuts): lazy, loaded when the sheet first opens.
   */
  menuSections?: readonly MenuSectionEntry[];
  /** What it does when a realtime message arrives (after the shell's invalidation and toast). */
  realtime?: RealtimeHandlers;
  /** The launch code, loaded on the first sign of intent to play (app/launch.port.ts); one feature provides it. */
  launchCode?: () => Promise<LaunchModule>;
  /** Clears its own client state when the player's session ends on this device (logout, session-ending code). */
  onSessionEnd?: (platform: Platform) => void;
}

/** Keeps the manifest's literal types (routes, paths) for the route tree. */
export function defineFeature<const M extends FeatureManifest>(manifest: M): M {
  return manifest;
}

export interface NavEntry {
  /** The route the entry links to. */
  path: string;
  label: MessageKey;
  /** Position in the header, lower first (home is 0; the game types 10 to 90; other features 100 and up). */
  order: number;
}

/** The i18n keys of one page's meta block: its title and description (`{site}` is the merchant's name). */
export interface SeoKeys {
  title: MessageKey;
  description: MessageKey;
}

/**
 * Intents: the dialogs any part of the site may open with `ui.openDialog({ kind, ...payload })`, by kind. The feature
 * that renders a dialog declares its intent here by declaration merging, in its own manifest file:
 *
 * ```ts
 * declare module '../app/feature' {
 *   interface DialogIntents {
 *     memberCentre: { page?: string };
 *   }
 * }
 * ```
 *
 * so the opener names the intent, never the feature.
 */
export interface DialogIntents {
  depositPrompt: { error: ApiError };
  unavailableDomain: { error: ApiError };
  vendorMaintenance: { details: VendorMaintenance };
}

export type DialogKind = keyof DialogIntents;

/** One open global dialog: its kind and its intent's payload (an intent without one is `Record<never, never>`). */
export type GlobalDialog = { [K in DialogKind]: { kind: K } & DialogIntents[K] }[DialogKind];

export interface GlobalDialogProps<K extends DialogKind> {
  dialog: Extract<GlobalDialog, { kind: K }>;
  onClose: () => void;
}

export type DialogTable = {
  [K in DialogKind]?: LazyExoticComponent<ComponentType<GlobalDialogProps<K>>>;
};

export interface FeatureOverlay {
  /** Unique within the feature (React key). */
  id: string;
  /** Lazy (`lazy(() => import(...))`) unless it must watch from the first page on and is tiny. */
  component: ComponentType | LazyExoticComponent<ComponentType>;
  /** `player`: only while logged in. @default 'everyone' */
  audience?: 'everyone' | 'player';
}

export interface MenuSectionEntry {
  /** Unique within the feature (React key). */
  id: string;
  /** Position in the sheet after the site's sections and the account, lower first. */
  order: number;
  /** A lazy chunk; `onClose` closes the sheet (after a choice that leaves the page or opens a dialog). */
  component: LazyExoticComponent<ComponentType<{ onClose: () => void }>>;
  /** `player`: only while logged in. @default 'everyone' */
  audience?: 'everyone' | 'player';
}

export interface HeaderItem {
  /** Unique within the feature (React key). */
  id: string;
  audience: 'visitor' | 'player';
  /** A lazy chunk: a visitor never loads a player's items, nor a player the visitor's. */
  component: LazyExoticComponent<ComponentType>;
  /**
   * Shown while the chunk loads: a small component of the same size (it is in the entry chunk), so the header does
   * not move when the item arrives. Without one the item's place stays empty until then.
   */
  standIn?: ComponentType;
}

export interface HomeBlock {
  /** Unique within the feature (React key). */
  id: string;
  /** Position on the home page, lower first. */
  order: number;
  /** A lazy chunk of its own, so the banners and notices paint first. */
  component: LazyExoticComponent<ComponentType>;
  /** Starts the block's code and data with the home route, not after the page renders. */
  warm?: (context: RouterContext) => void;
  /**
   * Mounted once the page has loaded and the browser is idle, for secondary blocks (a popup): their code and data
   * then never compete with the home page's first paint. @default false
   */
  idle?: boolean;
}

type MessageOf<T extends RealtimeMessageType> = Extract<RealtimeMessage, { type: T }>;

export type RealtimeHandlers = {
  [T in RealtimeMessageType]?: (message: MessageOf<T>, platform: Platform) => void;
};

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page shows in the bare frame: no navigation, account area, realtime or global dialogs (maintenance). */
    bareFrame?: boolean;
  }
}
