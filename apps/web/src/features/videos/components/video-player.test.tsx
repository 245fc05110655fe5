import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from './video-player';

/** The student's press on the poster's play button. */
function pressPlay() {
  fireEvent.click(screen.getByRole('button', { name: 'شغّل الفيديو' }));
}

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
    pressPlay();
    expect(await screen.findByTestId('vidstack')).toHaveAttribute('data-src', src);
  });

  it('drives Bunny through its own iframe bridge', async () => {
    render(<VideoPlayer url="https://iframe.mediadelivery.net/play/759/eb1c4f77" title="B" />);
    pressPlay();
    expect(await screen.findByTestId('bunny')).toHaveAttribute(
      'data-src',
      'https://iframe.mediadelivery.net/embed/759/eb1c4f77',
    );
  });

  it('puts the watermark inside the player, which is what goes fullscreen', async () => {
    render(
      <VideoPlayer url="/uploads/v.mp4" title="Lektion" watermark="Mona Adel · 01051110001" />,
    );
    pressPlay();
    const player = await screen.findByTestId('vidstack');
    const mark = await screen.findByTestId('watermark');
    expect(player).toContainElement(mark);
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark).toHaveTextContent('Mona Adel · 01051110001');
    expect(mark.style.getPropertyValue('pointer-events')).toBe('none');
  });

  it('says the video is invalid for any other address', () => {
    render(<VideoPlayer url="https://example.com/lesson" title="Lektion" />);
    expect(screen.getByTestId('video-frame')).toHaveTextContent('فيديو غير صالح');
    expect(screen.queryByTestId('video-start')).toBeNull();
  });
});

describe('VideoPlayer loads the player when the student asks for it', () => {
  it('shows the poster and a play button, and no player, until pressed', async () => {
    render(<VideoPlayer url="/uploads/v.mp4" title="Lektion" imageUrl="/uploads/images/p.jpg" />);
    const start = screen.getByRole('button', { name: 'شغّل الفيديو' });
    expect(start.querySelector('img')).toHaveAttribute('src', '/uploads/images/p.jpg');
    expect(screen.queryByTestId('vidstack')).toBeNull();
    pressPlay();
    expect(await screen.findByTestId('vidstack')).toBeInTheDocument();
    expect(screen.queryByTestId('video-start')).toBeNull();
  });

  it('says it goes on where the student stopped', () => {
    render(<VideoPlayer url="/uploads/v.mp4" title="Lektion" startAt={95} />);
    expect(screen.getByRole('button', { name: 'كمّل الفيديو' })).toBeInTheDocument();
  });

  it('starts at once when the student already chose to play (a section)', async () => {
    render(<VideoPlayer url="/uploads/v.mp4" title="Lektion" autoStart />);
    expect(await screen.findByTestId('vidstack')).toBeInTheDocument();
    expect(screen.queryByTestId('video-start')).toBeNull();
  });
});
