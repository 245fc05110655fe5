import type { VideoSection } from '@sabora/contract';

export type DemoMediaKind = 'youtube' | 'vimeo' | 'bunny' | 'file' | 'hls';

interface DemoMedia {
  url: string;
  /** Parts of the same recording, for players that can start at a time. */
  sections: VideoSection[];
}

// Public sample recordings, one of each kind the video page plays: the Blender
// Foundation's open films (CC BY) and the providers' own demo streams. The
// teacher replaces them with real lessons.
const blenderOnYoutube = ['aqz-KE-bpKQ', 'eRsGyueVLvQ', 'R6MlUcmOul8'];
const googleSamples = 'https://commondatastorage.googleapis.com/gtv-videos-bucket/sample';
const sampleFiles = ['BigBuckBunny.mp4', 'ElephantsDream.mp4', 'Sintel.mp4', 'TearsOfSteel.mp4'];
const hlsStreams = [
  'https://test-streams.mux.dev/x36xhzz/x36xhzz.m3u8',
  'https://devstreaming-cdn.apple.com/videos/streaming/examples/img_bipbop_adv_example_fmp4/master.m3u8',
];

const parts = (at: (seconds: number) => string): VideoSection[] => [
  { title: 'Teil 1: Erklärung', url: at(0) },
  { title: 'Teil 2: Beispiele', url: at(180) },
  { title: 'Teil 3: Übungen', url: at(420) },
];

export const demoMediaKinds: readonly DemoMediaKind[] = [
  'youtube',
  'vimeo',
  'bunny',
  'file',
  'hls',
];

/** The n-th demo recording of a kind; kinds without start times get no sections. */
export function demoMedia(kind: DemoMediaKind, n: number): DemoMedia {
  switch (kind) {
    case 'youtube': {
      const id = blenderOnYoutube[n % blenderOnYoutube.length];
      return {
        url: `https://www.youtube.com/watch?v=${id}`,
        sections: parts((s) => `https://www.youtube.com/watch?v=${id}&t=${s}s`),
      };
    }
    case 'vimeo':
      return {
        url: 'https://vimeo.com/76979871',
        sections: parts((s) => `https://vimeo.com/76979871#t=${s}s`),
      };
    case 'bunny':
      return {
        url: 'https://iframe.mediadelivery.net/embed/759/eb1c4f77-0cda-46be-b47d-1118ad7c2ffe',
        sections: [],
      };
    case 'file': {
      const url = `${googleSamples}/${sampleFiles[n % sampleFiles.length]}`;
      return { url, sections: parts((s) => `${url}#t=${s}`) };
    }
    case 'hls':
      return { url: hlsStreams[n % hlsStreams.length]!, sections: [] };
  }
}
