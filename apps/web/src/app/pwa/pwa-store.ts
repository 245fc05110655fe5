import { useSyncExternalStore } from 'react';
import { installMomentEvent } from '@/lib/install-moment';

/** Chromium's install event (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * The installed app's state the shell draws from (decision 0172): a new
 * version waiting, and the browser's held install offer. register-worker.ts
 * fills it, lazily, after the page has loaded.
 */
export interface PwaState {
  /** The page has loaded and gone idle: the bars' code may load now. */
  ready: boolean;
  /**
   * Tells the waiting version to take this page over; resolves whether it had
   * within `withinMs`. The caller loads the page again. Null when none is waiting.
   */
  applyUpdate: ((withinMs: number) => Promise<boolean>) | null;
  installEvent: InstallPromptEvent | null;
  /** The student finished an exam or a video in this tab: a moment for the install offer. */
  finished: boolean;
  /** The student has tapped or pressed a key on this page (decision 0193). */
  interacted: boolean;
}

const listeners = new Set<() => void>();
let state: PwaState = {
  ready: false,
  applyUpdate: null,
  installEvent: null,
  finished: false,
  interacted: false,
};

export function setPwaState(next: Partial<PwaState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function getPwaState(): PwaState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePwaState(): PwaState {
  return useSyncExternalStore(subscribe, getPwaState);
}

/**
 * Holds Chromium's install offer for the install prompt: the event comes
 * early, so this runs before the app renders, without loading anything. The
 * offer waits for the student's first tap or key: shown on its own, the
 * sheet landed after the page's content and became its largest paint (LCP).
 */
export function holdInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setPwaState({ installEvent: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => setPwaState({ installEvent: null }));
  window.addEventListener(installMomentEvent, () => setPwaState({ finished: true }));
  const interacted = () => {
    window.removeEventListener('pointerdown', interacted, true);
    window.removeEventListener('keydown', interacted, true);
    setPwaState({ interacted: true });
  };
  window.addEventListener('pointerdown', interacted, true);
  window.addEventListener('keydown', interacted, true);
}
