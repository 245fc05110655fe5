import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useEffect, useState, type RefObject } from 'react';
import { playerMessages } from '@/i18n/player-messages';

/** Puts `target` (the player with its watermark) fullscreen, and back. */
export function FullscreenButton({ target }: { target: RefObject<HTMLElement | null> }) {
  const [full, setFull] = useState(false);
  useEffect(() => {
    const onChange = () => {
      setFull(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
    };
  }, [target]);

  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void target.current?.requestFullscreen().catch(() => undefined);
  };
  const label = full ? playerMessages.exitFullscreen : playerMessages.fullscreen;
  return (
    <button
      type="button"
      className="bunny-player__fullscreen"
      onClick={toggle}
      aria-label={label}
      title={label}
    >
      {full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
    </button>
  );
}
