// The chat widgets' public exports, re-exported by the package's index.ts.
export type { ChatButtonProps } from './ChatButton';
export { ChatButton } from './ChatButton';
export type { ChatWindowProps } from './ChatWindow';
export { ChatWindow } from './ChatWindow';
export type { CustomerServiceChannel, CustomerServiceDialogProps } from './CustomerServiceDialog';
export { CustomerServiceDialog } from './CustomerServiceDialog';
export { chatWindowLimits, clampChatSize } from './chat.size';
