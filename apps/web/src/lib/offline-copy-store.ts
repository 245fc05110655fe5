import { useLayoutEffect, useSyncExternalStore } from 'react';
import { offlineCopyHeader } from '@/sw/offline-copy';

/**
 * Which API answers the service worker served from its cache (decision 0171),
 * so the page can say it shows an offline copy, and the exam page can ignore a
 * copied `serverTime`.
 */
export interface OfflineState {
  /** The browser says there is no network. */
  offline: boolean;
  /** When the copy last shown was stored (epoch ms); null once a fresh answer, or none, arrives. */
  copySavedAt: number | null;
  /** A screen is saying it is offline in its own words (the exam's bar): the app's bar steps aside. */
  covered: boolean;
}

const copies = new WeakMap<object, number>();
const listeners = new Set<() => void>();
let state: OfflineState = {
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  copySavedAt: null,
  covered: false,
};
let covers = 0;

function set(next: Partial<OfflineState>): void {
  const merged = { ...state, ...next };
  if (
    merged.offline === state.offline &&
    merged.copySavedAt === state.copySavedAt &&
    merged.covered === state.covered
  ) {
    return;
  }
  state = merged;
  for (const listener of listeners) listener();
}

/** The time an answer's copy was stored, or null for an answer from the server. */
export function copySavedAtOf(response: Response): number | null {
  const value = Number(response.headers.get(offlineCopyHeader) ?? Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Called by the api-client for every answer it parsed: `data` is what the call returns. */
export function recordAnswer(data: unknown, savedAt: number | null): void {
  if (savedAt !== null && typeof data === 'object' && data !== null) copies.set(data, savedAt);
  set({ copySavedAt: savedAt });
}

/** Called by the api-client when a call got no answer at all: no copy is shown for it. */
export function recordNoAnswer(): void {
  set({ copySavedAt: null });
}

/**
 * For one call's result (what apiRequest or a query returned): when it is an
 * offline copy, the time the copy was stored; null when it came from the server.
 */
export function offlineCopyOf(data: unknown): number | null {
  return typeof data === 'object' && data !== null ? (copies.get(data) ?? null) : null;
}

export function getOfflineState(): OfflineState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const online = () => set({ offline: false });
  const offline = () => set({ offline: true });
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  set({ offline: !navigator.onLine });
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(subscribe, getOfflineState);
}

/**
 * While `shown`, the caller's own notice says the network is gone: two bars saying
 * it took a third of a phone's screen above an exam's questions. Before paint, so
 * the app's bar never flashes over the exam's.
 */
export function useOwnOfflineNotice(shown: boolean): void {
  useLayoutEffect(() => {
    if (!shown) return;
    covers += 1;
    set({ covered: true });
    return () => {
      covers -= 1;
      set({ covered: covers > 0 });
    };
  }, [shown]);
}
