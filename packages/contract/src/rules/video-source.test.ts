import { describe, expect, it } from 'vitest';
import { videoSourceOf, type VideoSource } from './video-source';

describe('videoSourceOf', () => {
  it.each<[string, VideoSource]>([
    [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      { kind: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0' },
    ],
    [
      'https://youtu.be/aqz-KE-bpKQ?t=95',
      {
        kind: 'youtube',
        embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=95&rel=0',
      },
    ],
    [
      'https://m.youtube.com/watch?v=aqz-KE-bpKQ&t=1m30s',
      {
        kind: 'youtube',
        embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=90&rel=0',
      },
    ],
    [
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
      { kind: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0' },
    ],
    [
      'https://www.youtube.com/shorts/aqz-KE-bpKQ',
      { kind: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0' },
    ],
    [
      'https://vimeo.com/76979871',
      { kind: 'vimeo', embedUrl: 'https://player.vimeo.com/video/76979871' },
    ],
    [
      'https://vimeo.com/76979871/abc123',
      { kind: 'vimeo', embedUrl: 'https://player.vimeo.com/video/76979871?h=abc123' },
    ],
    [
      'https://player.vimeo.com/video/76979871#t=60s',
      { kind: 'vimeo', embedUrl: 'https://player.vimeo.com/video/76979871#t=60s' },
    ],
    [
      'https://iframe.mediadelivery.net/embed/759/eb1c4f77-0cda-46be-b47d-1118ad7c2ffe',
      {
        kind: 'bunny',
        embedUrl: 'https://iframe.mediadelivery.net/embed/759/eb1c4f77-0cda-46be-b47d-1118ad7c2ffe',
      },
    ],
    [
      'https://iframe.mediadelivery.net/play/759/eb1c4f77?t=30',
      { kind: 'bunny', embedUrl: 'https://iframe.mediadelivery.net/embed/759/eb1c4f77?t=30' },
    ],
    [
      'https://cdn.example.com/lektion-1.mp4#t=60',
      { kind: 'file', url: 'https://cdn.example.com/lektion-1.mp4#t=60' },
    ],
    ['/uploads/videos/lektion-2.webm', { kind: 'file', url: '/uploads/videos/lektion-2.webm' }],
    [
      'https://test-streams.mux.dev/x36xhzz/x36xhzz.m3u8',
      { kind: 'hls', url: 'https://test-streams.mux.dev/x36xhzz/x36xhzz.m3u8' },
    ],
    ['https://www.youtube.com/watch?v=short', { kind: 'unknown' }],
    ['https://vimeo.com/channels/staffpicks', { kind: 'unknown' }],
    ['https://iframe.mediadelivery.net/embed/lib/abc', { kind: 'unknown' }],
    ['https://example.com/lesson', { kind: 'unknown' }],
    ['javascript:alert(1)', { kind: 'unknown' }],
  ])('%s', (address, expected) => {
    expect(videoSourceOf(address)).toEqual(expected);
  });
});
