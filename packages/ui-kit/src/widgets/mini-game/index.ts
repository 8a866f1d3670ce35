// The mini-game widgets' public exports, re-exported by the package's index.ts.
export type { MiniGameStatus, MiniGameWidgetProps } from './MiniGameWidget';
export { MiniGameWidget } from './MiniGameWidget';
export type { Point as MiniGamePoint } from './mini-game.drag';
export { miniGameDragDefaults } from './mini-game.drag';
