import { heartbeatSeconds } from '@sabora/contract';
import type { VideoProgress } from '@sabora/contract';
import { useEffect, useRef, useState } from 'react';
import { sendHeartbeat } from '../api/send-heartbeat';
import type { PlayerHandle } from '../lib/player-handle';
import { WatchMeter } from '../lib/watch-meter';

interface HeartbeatOptions {
  videoId: string;
  /** Null until the player is ready, and for admins (nothing is recorded for them). */
  player: PlayerHandle | null;
  onProgress: (progress: VideoProgress) => void;
  /** The views ran out mid-play (403 `views-exhausted`). */
  onExhausted: (maxViews: number) => void;
}

const sampleMs = 1000;

/**
 * The player's heartbeats (decision 0163): a fresh `sitting` per page open;
 * a beat every `heartbeatSeconds` of real playback, and one when playback
 * pauses, the page is hidden or the student leaves.
 */
export function useWatchHeartbeat({ videoId, player, onProgress, onExhausted }: HeartbeatOptions) {
  const [sitting] = useState(() => crypto.randomUUID());
  const callbacks = useRef({ onProgress, onExhausted });
  useEffect(() => {
    callbacks.current = { onProgress, onExhausted };
  }, [onProgress, onExhausted]);

  useEffect(() => {
    if (!player) return;
    const meter = new WatchMeter();
    let wasPlaying = false;
    let stopped = false;

    const sample = () => {
      const playing = !player.paused();
      meter.sample({
        now: Date.now(),
        position: player.time(),
        playing,
        visible: document.visibilityState === 'visible',
        rate: player.rate(),
      });
      return playing;
    };

    const send = () => {
      const reading = meter.take();
      const { played, watched } = reading;
      if (watched <= 0 && played.length === 0) return;
      const duration = player.duration();
      const body = {
        sitting,
        position: clampSecond(player.time()),
        duration: clampSecond(duration),
        played: played.map(([from, to]): [number, number] => [clampSecond(from), clampSecond(to)]),
        watched,
      };
      void sendHeartbeat(videoId, body).then((result) => {
        if (result.kind === 'failed' && !stopped) meter.giveBack(reading);
        if (stopped && result.kind !== 'ok') return;
        if (result.kind === 'ok') callbacks.current.onProgress(result.progress);
        else if (result.kind === 'exhausted') {
          player.pause();
          callbacks.current.onExhausted(result.maxViews);
        }
      });
    };

    const timer = window.setInterval(() => {
      const playing = sample();
      if (meter.pendingSeconds >= heartbeatSeconds || (wasPlaying && !playing)) send();
      wasPlaying = playing;
    }, sampleMs);

    const leave = () => {
      sample();
      send();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
      else sample();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      leave();
      stopped = true;
    };
  }, [player, sitting, videoId]);
}

const clampSecond = (value: number) =>
  Number.isFinite(value) ? Math.min(86_400, Math.max(0, value)) : 0;
