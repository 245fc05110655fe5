import { useEffect, useRef, useState } from 'react';
import { messages } from '@/i18n/messages';

interface HlsVideoProps {
  url: string;
  poster?: string;
  title: string;
}

const hlsType = 'application/vnd.apple.mpegurl';

/**
 * An HLS stream: Safari (and iOS) play it natively; elsewhere hls.js is
 * loaded on demand, so students who never open a stream never download it.
 */
export function HlsVideo({ url, poster, title }: HlsVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [unsupported, setUnsupported] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (element.canPlayType(hlsType)) {
      element.src = url;
      return;
    }
    let cancelled = false;
    let destroy: (() => void) | undefined;
    void import('hls.js')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          setUnsupported(true);
          return;
        }
        const hls = new Hls();
        hls.loadSource(url);
        hls.attachMedia(element);
        destroy = () => {
          hls.destroy();
        };
      })
      .catch(() => {
        if (!cancelled) setUnsupported(true);
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [url]);

  if (unsupported) {
    return (
      <div className="video-frame__message" role="alert">
        {messages.video.hlsUnsupported}
      </div>
    );
  }
  return (
    <video
      ref={video}
      controls
      playsInline
      preload="metadata"
      poster={poster}
      controlsList="nodownload"
      aria-label={title}
      data-player="hls"
    />
  );
}
