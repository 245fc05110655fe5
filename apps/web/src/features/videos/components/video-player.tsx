import { PauseCircleOutlined, PlayCircleFilled, WarningOutlined } from '@ant-design/icons';
import { videoSourceOf } from '@sabora/contract';
import type { PlayerSrc } from '@vidstack/react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { MediaImage } from '@/components/media-image';
import { messages } from '@/i18n/messages';
import { playerMessages } from '@/i18n/player-messages';
import { mediaSrc } from '@/lib/media-url';
import type { PlayerHandle } from '../lib/player-handle';
import './video-player.css';

// The players and the watermark are chunks of their own, fetched when the
// student asks for the video (decision 0190): the page's first load is the
// poster and a button, not a player library.
const loadVidstack = () => import('./media-player');
const loadBunny = () => import('./bunny-player');
const loadWatermark = () => import('./watermark').then((module) => ({ default: module.Watermark }));
const VidstackPlayer = lazy(loadVidstack);
const BunnyPlayer = lazy(loadBunny);
const Watermark = lazy(loadWatermark);

/** The frame's width: the page's one column on a phone, the main column beside the side panel. */
const posterSizes = '(max-width: 991px) 100vw, 948px';

interface VideoPlayerProps {
  url: string;
  title: string;
  imageUrl?: string | null;
  /** Seconds to start at (resume). */
  startAt?: number;
  /** The student's name and phone over the video; null for admins. */
  watermark?: string | null;
  onReady?: (player: PlayerHandle | null) => void;
  /** Load and play at once, without the poster's button: the student already chose to play. */
  autoStart?: boolean;
}

/** What Vidstack plays for an address kind (contract rule `videoSourceOf`). */
function vidstackSrc(source: ReturnType<typeof videoSourceOf>): PlayerSrc | null {
  switch (source.kind) {
    case 'youtube':
    case 'vimeo':
      return source.embedUrl;
    case 'file':
      return {
        src: mediaSrc(source.url) ?? source.url,
        type: /\.webm$/i.test(source.url) ? 'video/webm' : 'video/mp4',
      };
    case 'hls':
      return { src: mediaSrc(source.url) ?? source.url, type: 'application/x-mpegurl' };
    default:
      return null;
  }
}

/**
 * Plays a video address through one player library (Vidstack; Bunny through
 * Player.js), or says it is invalid. Until the student presses play it is the
 * poster and a button; pointing at or focusing the button fetches the player,
 * so the press starts it with little wait. The watermark is drawn inside the
 * element that goes fullscreen. Always inside a responsive 16:9 frame.
 */
export function VideoPlayer({
  url,
  title,
  imageUrl,
  startAt = 0,
  watermark = null,
  onReady,
  autoStart = false,
}: VideoPlayerProps) {
  const source = videoSourceOf(url);
  const label = messages.video.playerTitle(title);
  const [started, setStarted] = useState(autoStart);
  const [player, setPlayer] = useState<PlayerHandle | null>(null);
  const [tampered, setTampered] = useState(false);
  const ready = useCallback(
    (handle: PlayerHandle | null) => {
      setPlayer(handle);
      onReady?.(handle);
    },
    [onReady],
  );
  const onTamper = () => {
    player?.pause();
    setTampered(true);
  };

  const overlay = watermark ? <Watermark text={watermark} onTamper={onTamper} /> : null;
  const src = vidstackSrc(source);
  const playable = source.kind === 'bunny' || src !== null;
  const prefetch = () => {
    void (source.kind === 'bunny' ? loadBunny() : loadVidstack()).catch(() => undefined);
    if (watermark) void loadWatermark().catch(() => undefined);
  };
  let content;
  if (playable && !started) {
    content = (
      <button
        type="button"
        className="video-start"
        data-testid="video-start"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setStarted(true);
        }}
      >
        <MediaImage
          src={imageUrl}
          className="video-start__poster"
          sizes={posterSizes}
          lazy={false}
          width={16}
          height={9}
        />
        <span className="video-start__button">
          <PlayCircleFilled className="video-start__icon" aria-hidden />
          {startAt > 0 ? playerMessages.playOn : playerMessages.play}
        </span>
      </button>
    );
  } else if (source.kind === 'bunny') {
    content = (
      <BunnyPlayer embedUrl={source.embedUrl} title={label} startAt={startAt} onReady={ready}>
        {overlay}
      </BunnyPlayer>
    );
  } else if (src !== null) {
    content = (
      <VidstackPlayer
        src={src}
        title={label}
        poster={mediaSrc(imageUrl)}
        startAt={startAt}
        onReady={ready}
      >
        {overlay}
      </VidstackPlayer>
    );
  } else {
    content = (
      <div className="video-frame__message" role="alert" data-player="unknown">
        <WarningOutlined className="video-frame__icon" />
        <strong>{messages.video.invalid}</strong>
        <span>{messages.video.invalidHint}</span>
      </div>
    );
  }

  return (
    <div className="video-frame" data-testid="video-frame" data-kind={source.kind}>
      <Suspense fallback={<div className="video-frame__message">{playerMessages.loading}</div>}>
        {content}
      </Suspense>
      {tampered && (
        <div
          className="video-frame__message video-frame__tamper"
          role="alert"
          data-testid="watermark-tamper"
        >
          <PauseCircleOutlined className="video-frame__icon" />
          <strong>{playerMessages.tamperTitle}</strong>
          <span>{playerMessages.tamperText}</span>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => {
              setTampered(false);
            }}
          >
            {playerMessages.tamperResume}
          </button>
        </div>
      )}
    </div>
  );
}
