// The lobby widgets' public exports, re-exported by the package's index.ts.
export type { GameCategoryCardProps } from './GameCategoryCard';
export { GameCategoryCard } from './GameCategoryCard';
export type { GameGridProps } from './GameGrid';
export { GameGrid } from './GameGrid';
export type { GamePopupProps } from './GamePopup';
export { GamePopup } from './GamePopup';
export type { EntryItem, GamesEntryBlockProps } from './GamesEntryBlock';
export { GamesEntryBlock } from './GamesEntryBlock';
export type { GameTileProps } from './GameTile';
export { GameTile } from './GameTile';
export type { EntryCategory, EntryMoreTarget } from './games-entry.rules';
export { ENTRY_CATEGORIES, entryPicks } from './games-entry.rules';
export type { GameCardData, GameTileData, VendorData } from './lobby.types';
export { GAME_TYPE_LABELS } from './lobby.types';
export type { VendorStripProps } from './VendorStrip';
export { VendorStrip } from './VendorStrip';
