import { WarningOutlined } from '@ant-design/icons';
import { videoSourceOf } from '@sabora/contract';
import { messages } from '@/i18n/messages';
import { mediaSrc } from '@/lib/media-url';
import { HlsVideo } from './hls-video';
import './video-player.css';

interface VideoPlayerProps {
  url: string;
  title: string;
  imageUrl?: string | null;
}

// What an embedded player may use; fullscreen also through allowFullScreen.
const iframeAllow =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen';

/**
 * Plays a video address in the player its kind needs (contract rule
 * `videoSourceOf`): the provider's iframe, the page's own <video>, or an
 * "invalid video" notice. Always inside a responsive 16:9 frame.
 */
export function VideoPlayer({ url, title, imageUrl }: VideoPlayerProps) {
  const source = videoSourceOf(url);
  const poster = mediaSrc(imageUrl);
  const label = messages.video.playerTitle(title);

  let player;
  switch (source.kind) {
    case 'youtube':
    case 'vimeo':
    case 'bunny':
      player = (
        <iframe
          src={source.embedUrl}
          title={label}
          allow={iframeAllow}
          allowFullScreen
          // YouTube refuses to play without knowing the embedding site.
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
          data-player={source.kind}
        />
      );
      break;
    case 'file':
      player = (
        <video
          src={mediaSrc(source.url)}
          controls
          playsInline
          preload="metadata"
          poster={poster}
          controlsList="nodownload"
          aria-label={label}
          data-player="file"
        />
      );
      break;
    case 'hls':
      player = <HlsVideo url={source.url} poster={poster} title={label} />;
      break;
    case 'unknown':
      player = (
        <div className="video-frame__message" role="alert" data-player="unknown">
          <WarningOutlined className="video-frame__icon" />
          <strong>{messages.video.invalid}</strong>
          <span>{messages.video.invalidHint}</span>
        </div>
      );
      break;
  }

  return (
    <div className="video-frame" data-testid="video-frame">
      {player}
    </div>
  );
}
