import { useEffect, useRef, type ReactNode } from 'react';
import { markInstallMoment } from '@/lib/install-moment';
import type { PlayerHandle } from '../lib/player-handle';
import { FullscreenButton } from './fullscreen-button';

interface BunnyPlayerProps {
  embedUrl: string;
  title: string;
  startAt: number;
  onReady: (player: PlayerHandle | null) => void;
  children?: ReactNode;
}

const bunnyOrigin = 'https://iframe.mediadelivery.net';
const context = 'player.js';
const version = '0.0.11';
const events = ['ready', 'play', 'pause', 'ended', 'timeupdate'] as const;

interface PlayerJsMessage {
  context?: string;
  event?: string;
  value?: unknown;
}

function parse(data: unknown): PlayerJsMessage | null {
  try {
    const message: unknown = typeof data === 'string' ? JSON.parse(data) : data;
    if (typeof message !== 'object' || message === null) return null;
    return (message as PlayerJsMessage).context === context ? (message as PlayerJsMessage) : null;
  } catch {
    return null;
  }
}

/** The embed asked to play at once: it is mounted when the student pressed play (decision 0190). */
function autoplaying(embedUrl: string): string {
  const url = new URL(embedUrl);
  url.searchParams.set('autoplay', 'true');
  return url.href;
}

/**
 * A Bunny Stream video: Bunny has no Vidstack provider, so its iframe is
 * driven through the Player.js postMessage protocol it implements, behind
 * the same `PlayerHandle` (decision 0165). The iframe gets no fullscreen of
 * its own: our button puts the wrapper — player and watermark — fullscreen.
 */
export default function BunnyPlayer({
  embedUrl,
  title,
  startAt,
  onReady,
  children,
}: BunnyPlayerProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  // Read once, at the first play: a later change (from the start) must not reload the iframe's bridge.
  const start = useRef(startAt);

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    const state = { time: 0, duration: 0, paused: true, ready: false, started: false };
    const post = (method: string, value?: unknown) => {
      iframe.contentWindow?.postMessage(
        JSON.stringify({ context, version, method, value, listener: method }),
        bunnyOrigin,
      );
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== bunnyOrigin || event.source !== iframe.contentWindow) return;
      const message = parse(event.data);
      if (!message) return;
      switch (message.event) {
        case 'ready':
          if (state.ready) return;
          state.ready = true;
          for (const name of events.slice(1)) {
            iframe.contentWindow?.postMessage(
              JSON.stringify({
                context,
                version,
                method: 'addEventListener',
                value: name,
                listener: name,
              }),
              bunnyOrigin,
            );
          }
          onReady(handle);
          break;
        case 'play':
          state.paused = false;
          if (!state.started && start.current > 0) post('setCurrentTime', start.current);
          state.started = true;
          break;
        case 'pause':
          state.paused = true;
          break;
        case 'ended':
          state.paused = true;
          markInstallMoment();
          break;
        case 'timeupdate': {
          const value = message.value as { seconds?: unknown; duration?: unknown } | undefined;
          if (typeof value?.seconds === 'number') state.time = value.seconds;
          if (typeof value?.duration === 'number') state.duration = value.duration;
          break;
        }
      }
    };
    const handle: PlayerHandle = {
      time: () => state.time,
      duration: () => state.duration,
      paused: () => state.paused,
      rate: () => 1,
      seek: (seconds) => {
        state.time = seconds;
        post('setCurrentTime', seconds);
      },
      pause: () => {
        state.paused = true;
        post('pause');
      },
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      onReady(null);
    };
  }, [onReady]);

  return (
    <div ref={wrapper} className="bunny-player" dir="ltr" data-player="bunny">
      <iframe
        ref={frame}
        src={autoplaying(embedUrl)}
        title={title}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
      />
      {children}
      <FullscreenButton target={wrapper} />
    </div>
  );
}
