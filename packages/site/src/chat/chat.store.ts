import { proxy } from 'valtio/vanilla';
import type { Platform } from '../app/platform';

/** The chat feature's client state: whether the chat window is open (the overlay and the intent share it). */
export interface ChatState {
  windowOpen: boolean;
}

const stores = new WeakMap<Platform, ChatState>();

export function chatOf(platform: Platform): ChatState {
  let store = stores.get(platform);
  if (!store) {
    store = proxy<ChatState>({ windowOpen: false });
    stores.set(platform, store);
  }
  return store;
}
