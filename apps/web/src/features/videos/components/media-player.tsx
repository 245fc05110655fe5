import {
  MediaPlayer,
  MediaProvider,
  Poster,
  isHLSProvider,
  type MediaPlayerInstance,
  type MediaProviderAdapter,
  type PlayerSrc,
} from '@vidstack/react';
import { DefaultVideoLayout, defaultLayoutIcons } from '@vidstack/react/player/layouts/default';
import '@vidstack/react/player/styles/default/theme.css';
import '@vidstack/react/player/styles/default/layouts/video.css';
import './media-player.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { playerMessages } from '@/i18n/player-messages';
import { markInstallMoment } from '@/lib/install-moment';
import type { PlayerHandle } from '../lib/player-handle';

export interface MediaPlayerProps {
  src: PlayerSrc;
  title: string;
  poster?: string | undefined;
  /** Seconds to start at (resume), 0 for the start. */
  startAt: number;
  onReady: (player: PlayerHandle | null) => void;
  /** Drawn inside the player element, so it stays on top in fullscreen (the watermark). */
  children?: ReactNode;
}

/**
 * YouTube, Vimeo, a file or an HLS stream in Vidstack (decision 0165), with
 * its default layout. Loaded when the student presses play on the poster
 * (decision 0190), so it starts playing by itself. hls.js comes from the
 * app's own build on demand, never from Vidstack's CDN default.
 */
export default function VidstackPlayer({
  src,
  title,
  poster,
  startAt,
  onReady,
  children,
}: MediaPlayerProps) {
  const player = useRef<MediaPlayerInstance>(null);
  const started = useRef(false);
  // A source that failed (no connection, a broken address) says so, with a retry
  // that mounts the player afresh, instead of a spinner that never ends.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = player.current;
    if (!element) return;
    const handle: PlayerHandle = {
      time: () => element.currentTime,
      duration: () => (Number.isFinite(element.state.duration) ? element.state.duration : 0),
      paused: () => element.paused,
      rate: () => element.state.playbackRate,
      seek: (seconds) => {
        element.currentTime = seconds;
      },
      pause: () => {
        void element.pause().catch(() => undefined);
      },
    };
    onReady(handle);
    return () => {
      onReady(null);
    };
  }, [onReady, attempt]);

  // Vidstack gives a file of known type to the video as a <source>, whose failed
  // load (a dead address, no network) is an error on the <source> alone: the
  // video only ends with no source, and Vidstack's onError never comes. Errors
  // do not bubble, but every ancestor sees them on the way down.
  useEffect(() => {
    const root = player.current?.el;
    if (!root) return;
    const onSourceError = (event: Event) => {
      if (event.target instanceof HTMLSourceElement) setFailed(true);
    };
    root.addEventListener('error', onSourceError, true);
    return () => {
      root.removeEventListener('error', onSourceError, true);
    };
  }, [attempt]);

  const onProviderChange = (provider: MediaProviderAdapter | null) => {
    if (isHLSProvider(provider)) provider.library = () => import('hls.js');
  };

  const onCanPlay = () => {
    const element = player.current;
    if (started.current || !element) return;
    started.current = true;
    if (startAt > 0) element.currentTime = startAt;
  };

  return (
    <MediaPlayer
      key={attempt}
      ref={player}
      className="media-player"
      src={src}
      title={title}
      // Vidstack's own label would read "Video Player - " in English before the title.
      ariaLabel={title}
      playsInline
      autoPlay
      dir="ltr"
      load="visible"
      onProviderChange={onProviderChange}
      onCanPlay={onCanPlay}
      onEnded={markInstallMoment}
      onError={() => {
        setFailed(true);
      }}
      data-testid="media-player"
    >
      <MediaProvider>
        {poster && <Poster className="vds-poster" src={poster} alt="" />}
      </MediaProvider>
      <DefaultVideoLayout icons={defaultLayoutIcons} noScrubGesture />
      {failed && (
        <div className="media-player__failed" role="alert" dir="rtl">
          <p>{playerMessages.loadFailed}</p>
          <button
            type="button"
            className="media-player__retry"
            onClick={() => {
              started.current = false;
              setFailed(false);
              setAttempt((count) => count + 1);
            }}
          >
            {playerMessages.retry}
          </button>
        </div>
      )}
      {children}
    </MediaPlayer>
  );
}
