/** A realtime message pushed to one player (the WebSocket carries it as JSON). */
export interface RealtimeEvent {
  type: string;
  [key: string]: unknown;
}

export type EventListener = (event: RealtimeEvent) => void;

/** In-process pub/sub of realtime messages by customer id; the WebSocket route subscribes per connection. */
export interface EventBus {
  publish(customerId: number, event: RealtimeEvent): void;
  subscribe(customerId: number, listener: EventListener): () => void;
  /** Messages published to a customer, newest last (bounded), for the control API and tests. */
  history(customerId: number): readonly RealtimeEvent[];
}

export function createEventBus(historyLimit = 50): EventBus {
  const listeners = new Map<number, Set<EventListener>>();
  const histories = new Map<number, RealtimeEvent[]>();
  return {
    publish(customerId, event) {
      const history = histories.get(customerId) ?? [];
      history.push(event);
      if (history.length > historyLimit) history.shift();
      histories.set(customerId, history);
      for (const listener of listeners.get(customerId) ?? []) listener(event);
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
    history: (customerId) => histories.get(customerId) ?? [],
  };
}
