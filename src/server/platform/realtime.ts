import { EventEmitter } from 'node:events';

/** What changed; the admin's screens refetch the matching lists. */
export type RealtimeTopic = 'orders' | 'payments';
export type RealtimeEvent = { topic: RealtimeTopic; orderId: string };
export type RealtimeListener = (event: RealtimeEvent) => void;

export type Realtime = {
  publish(event: RealtimeEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: RealtimeListener): () => void;
};

/**
 * An in-process event bus: enough for one server. Several instances behind a load
 * balancer would each see only their own events; they would then publish through
 * PostgreSQL LISTEN/NOTIFY (decisions §1) and fan the notifications out locally here.
 */
export function createRealtime(): Realtime {
  const emitter = new EventEmitter();
  // One listener per open admin tab; the default warning at 10 is not a leak here.
  emitter.setMaxListeners(0);
  return {
    publish(event) {
      emitter.emit('event', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
  };
}
