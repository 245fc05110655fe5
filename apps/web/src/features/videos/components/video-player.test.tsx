import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from './video-player';

const hls = vi.hoisted(() => ({
  isSupported: vi.fn(() => true),
  loadSource: vi.fn(),
  attachMedia: vi.fn(),
  destroy: vi.fn(),
}));

vi.mock('hls.js', () => ({
  default: class {
    static isSupported = hls.isSupported;
    loadSource = hls.loadSource;
    attachMedia = hls.attachMedia;
    destroy = hls.destroy;
  },
}));

function frame() {
  return screen.getByTestId('video-frame');
}

afterEach(() => {
  vi.clearAllMocks();
});

describe('VideoPlayer picks the player by the address kind', () => {
  it.each([
    [
      'youtube',
      'https://youtu.be/aqz-KE-bpKQ?t=95',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=95&rel=0',
    ],
    ['vimeo', 'https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    [
      'bunny',
      'https://iframe.mediadelivery.net/play/759/eb1c4f77',
      'https://iframe.mediadelivery.net/embed/759/eb1c4f77',
    ],
  ])('%s plays in its embed iframe, full screen allowed', (kind, url, embed) => {
    render(<VideoPlayer url={url} title="Lektion 1" />);
    const iframe = frame().querySelector('iframe');
    expect(iframe).toHaveAttribute('src', embed);
    expect(iframe).toHaveAttribute('data-player', kind);
    expect(iframe).toHaveAttribute('allowfullscreen');
  });

  it('plays an mp4 file in a <video> with controls, inline on phones', () => {
    render(
      <VideoPlayer url="/uploads/videos/lektion.mp4" title="Lektion" imageUrl="/uploads/a.png" />,
    );
    const video = frame().querySelector('video');
    expect(video).toHaveAttribute('src', '/uploads/videos/lektion.mp4');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster', '/uploads/a.png');
  });

  it('loads hls.js for an HLS stream when the browser cannot play it natively', async () => {
    const url = 'https://test-streams.mux.dev/x36xhzz/x36xhzz.m3u8';
    render(<VideoPlayer url={url} title="Stream" />);
    expect(frame().querySelector('video[data-player="hls"]')).not.toBeNull();
    await waitFor(() => {
      expect(hls.loadSource).toHaveBeenCalledWith(url);
    });
    expect(hls.attachMedia).toHaveBeenCalledWith(frame().querySelector('video'));
  });

  it('plays HLS natively where the browser can (Safari) without hls.js', () => {
    const canPlay = vi
      .spyOn(HTMLMediaElement.prototype, 'canPlayType')
      .mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
    const url = 'https://example.com/stream/master.m3u8';
    render(<VideoPlayer url={url} title="Stream" />);
    expect(frame().querySelector('video')).toHaveAttribute('src', url);
    expect(hls.loadSource).not.toHaveBeenCalled();
    canPlay.mockRestore();
  });

  it('says the video is invalid for any other address', () => {
    render(<VideoPlayer url="https://example.com/lesson" title="Lektion" />);
    expect(frame()).toHaveTextContent('فيديو غير صالح');
    expect(frame().querySelector('iframe, video')).toBeNull();
  });
});
