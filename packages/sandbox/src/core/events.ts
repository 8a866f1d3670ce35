import { type RealtimeMessage, realtimeMessage } from '@platform/api-client/contract';

/** A realtime message pushed to one player: one of the contract's message types (the WebSocket carries it as JSON). */
export type RealtimeEvent = RealtimeMessage;

export type EventListener = (event: RealtimeEvent) => void;

/** In-process pub/sub of realtime messages by customer id; the WebSocket route subscribes per connection. */
export interface EventBus {
  /** Publishes to one player. The message is checked against the contract first: a bad one is a sandbox bug. */
  publish(customerId: number, event: RealtimeEvent): void;
  subscribe(customerId: number, listener: EventListener): () => void;
  /** Listens to every player's messages (the ONLINE_MSG broadcast goes through `publish` per player). */
  subscribeAll(listener: (customerId: number, event: RealtimeEvent) => void): () => void;
  /** Messages published to a customer, newest last (bounded), for the control API and tests. */
  history(customerId: number): readonly RealtimeEvent[];
  /** Customers with at least one open subscription (players online now). */
  online(): readonly number[];
}

export function createEventBus(historyLimit = 50): EventBus {
  const listeners = new Map<number, Set<EventListener>>();
  const everyone = new Set<(customerId: number, event: RealtimeEvent) => void>();
  const histories = new Map<number, RealtimeEvent[]>();
  return {
    publish(customerId, event) {
      const checked = realtimeMessage.parse(event);
      const history = histories.get(customerId) ?? [];
      history.push(checked);
      if (history.length > historyLimit) history.shift();
      histories.set(customerId, history);
      for (const listener of listeners.get(customerId) ?? []) listener(checked);
      for (const listener of everyone) listener(customerId, checked);
    },
    subscribe(customerId, listener) {
      const set = listeners.get(customerId) ?? new Set();
      set.add(listener);
      listeners.set(customerId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(customerId);
      };
    },
    subscribeAll(listener) {
      everyone.add(listener);
      return () => everyone.delete(listener);
    },
    history: (customerId) => histories.get(customerId) ?? [],
    online: () => [...listeners.keys()],
  };
}
