import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from './video-player';

// The lazy players stand in as markers of what they were given.
vi.mock('./media-player', () => ({
  default: ({ src, children }: { src: unknown; children?: React.ReactNode }) => (
    <div data-testid="vidstack" data-src={JSON.stringify(src)}>
      {children}
    </div>
  ),
}));
vi.mock('./bunny-player', () => ({
  default: ({ embedUrl, children }: { embedUrl: string; children?: React.ReactNode }) => (
    <div data-testid="bunny" data-src={embedUrl}>
      {children}
    </div>
  ),
}));

describe('VideoPlayer plays every address kind through one player library', () => {
  it.each([
    [
      'https://youtu.be/aqz-KE-bpKQ?t=95',
      '"https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=95&rel=0"',
    ],
    ['https://vimeo.com/76979871', '"https://player.vimeo.com/video/76979871"'],
    [
      '/uploads/videos/lektion.mp4',
      JSON.stringify({ src: '/uploads/videos/lektion.mp4', type: 'video/mp4' }),
    ],
    [
      'https://example.com/stream/master.m3u8',
      JSON.stringify({
        src: 'https://example.com/stream/master.m3u8',
        type: 'application/x-mpegurl',
      }),
    ],
  ])('%s plays in Vidstack', async (url, src) => {
    render(<VideoPlayer url={url} title="Lektion" />);
    expect(await screen.findByTestId('vidstack')).toHaveAttribute('data-src', src);
  });

  it('drives Bunny through its own iframe bridge', async () => {
    render(<VideoPlayer url="https://iframe.mediadelivery.net/play/759/eb1c4f77" title="B" />);
    expect(await screen.findByTestId('bunny')).toHaveAttribute(
      'data-src',
      'https://iframe.mediadelivery.net/embed/759/eb1c4f77',
    );
  });

  it('puts the watermark inside the player, which is what goes fullscreen', async () => {
    render(
      <VideoPlayer url="/uploads/v.mp4" title="Lektion" watermark="Mona Adel · 01051110001" />,
    );
    const player = await screen.findByTestId('vidstack');
    const mark = screen.getByTestId('watermark');
    expect(player).toContainElement(mark);
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark).toHaveTextContent('Mona Adel · 01051110001');
    expect(mark.style.getPropertyValue('pointer-events')).toBe('none');
  });

  it('says the video is invalid for any other address', () => {
    render(<VideoPlayer url="https://example.com/lesson" title="Lektion" />);
    expect(screen.getByTestId('video-frame')).toHaveTextContent('فيديو غير صالح');
  });
});
