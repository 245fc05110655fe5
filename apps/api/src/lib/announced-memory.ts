import { LRUCache } from 'lru-cache';
import type { Listen } from '../db/listener';

/** The payload that tells every process to forget everything kept from a channel. */
export const forgetEverything = '*';

export interface AnnouncedMemoryOptions<V> {
  /** The LISTEN/NOTIFY channel the database announces changed keys on. */
  channel: string;
  /** Reads one entry from the database; undefined is never kept. */
  load(key: string): Promise<V | undefined>;
  /** How long an entry is kept at most; 0 turns the memory off. */
  ttlMs: number;
  /** How many entries are kept at most. */
  max: number;
  /** Without it nothing is kept: no one would say when a kept entry changed. */
  listen?: Listen | undefined;
  /**
   * The group a key belongs to, when announcements may name a group: such a
   * payload forgets every key of the group (and a key that is one).
   */
  groupOf?: (key: string) => string;
}

/**
 * Database rows kept in this process between calls and forgotten as soon as
 * the database announces a change to them (decisions 0100, 0104). While those
 * announcements cannot be trusted (not listening yet, connection lost)
 * nothing is kept and every call reads the database.
 */
export async function createAnnouncedMemory<V extends object>(options: AnnouncedMemoryOptions<V>) {
  const { channel, load, ttlMs, max, listen, groupOf } = options;
  const kept = new LRUCache<string, V>({ max, ttl: Math.max(ttlMs, 1) });
  // A read that began before a change was announced must not be kept: it may
  // predate the change. Each forget gets a number; reads remember where they began.
  let changes = 0;
  let everythingForgottenAt = 0;
  const forgottenAt = new LRUCache<string, number>({ max });
  // Reads under way, joined by calls for the same key while no change was announced.
  const reading = new Map<string, { began: number; value: Promise<V | undefined> }>();
  let listening = false;

  function unchangedSince(key: string, began: number): boolean {
    return (
      everythingForgottenAt <= began &&
      (forgottenAt.get(key) ?? 0) <= began &&
      (groupOf === undefined || (forgottenAt.get(groupOf(key)) ?? 0) <= began)
    );
  }

  function forget(key: string) {
    changes += 1;
    forgottenAt.set(key, changes);
    kept.delete(key);
    if (groupOf === undefined) return;
    for (const keptKey of [...kept.keys()]) if (groupOf(keptKey) === key) kept.delete(keptKey);
  }

  function forgetAll() {
    changes += 1;
    everythingForgottenAt = changes;
    kept.clear();
  }

  const unsubscribe =
    listen && ttlMs > 0
      ? await listen(channel, {
          message: (payload) => (payload === forgetEverything ? forgetAll() : forget(payload)),
          listening(up) {
            forgetAll();
            listening = up;
          },
        })
      : async () => undefined;

  async function read(key: string): Promise<V | undefined> {
    const began = changes;
    const value = await load(key);
    if (value && listening && unchangedSince(key, began)) kept.set(key, value);
    return value;
  }

  return {
    /** The kept entry, if there is one that can be trusted. */
    peek(key: string): V | undefined {
      return listening ? kept.get(key) : undefined;
    },

    /** A read of the database now, kept when nothing changed meanwhile. */
    fresh: read,

    /** The kept entry, or one read for it; calls that miss together share one read. */
    async get(key: string): Promise<V | undefined> {
      const memory = listening ? kept.get(key) : undefined;
      if (memory) return memory;
      const under = reading.get(key);
      if (under && unchangedSince(key, under.began)) return under.value;
      const started = { began: changes, value: read(key) };
      reading.set(key, started);
      try {
        return await started.value;
      } finally {
        if (reading.get(key) === started) reading.delete(key);
      }
    },

    /** Forgets an entry this process just changed, without waiting for the announcement. */
    forget,
    forgetAll,
    /** How many entries are kept now (for tests). */
    get size() {
      return kept.size;
    },
    close: unsubscribe,
  };
}
