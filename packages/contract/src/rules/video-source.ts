/**
 * How a video address is played: in the provider's player (an iframe), or by
 * the page's own <video> element for a file or an HLS stream. Anything else is
 * an unknown address, which the video page reports as an invalid video.
 */
export type VideoSource =
  | { kind: 'youtube' | 'vimeo' | 'bunny'; embedUrl: string }
  | { kind: 'file' | 'hls'; url: string }
  | { kind: 'unknown' };

const youtubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
]);
const youtubeId = /^[\w-]{11}$/;

// "90", "90s", "1m30s" or "1h2m3s" → seconds.
function secondsOf(value: string | null): number | undefined {
  const match = value ? /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value) : null;
  if (!match || !value) return undefined;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

function youtube(url: URL): VideoSource | undefined {
  if (!youtubeHosts.has(url.hostname)) return undefined;
  const [first, second] = url.pathname.split('/').filter(Boolean);
  const id =
    url.hostname === 'youtu.be'
      ? first
      : first === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live'].includes(first ?? '')
          ? second
          : undefined;
  if (!id || !youtubeId.test(id)) return undefined;
  const start = secondsOf(url.searchParams.get('t') ?? url.searchParams.get('start'));
  const query = start ? `?start=${start}&rel=0` : '?rel=0';
  return { kind: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${id}${query}` };
}

function vimeo(url: URL): VideoSource | undefined {
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let privacyHash: string | undefined;
  if (url.hostname === 'vimeo.com' || url.hostname === 'www.vimeo.com') {
    [id, privacyHash] = parts;
  } else if (url.hostname === 'player.vimeo.com' && parts[0] === 'video') {
    id = parts[1];
    privacyHash = url.searchParams.get('h') ?? undefined;
  }
  if (!id || !/^\d+$/.test(id)) return undefined;
  const query = privacyHash && /^\w+$/.test(privacyHash) ? `?h=${privacyHash}` : '';
  return { kind: 'vimeo', embedUrl: `https://player.vimeo.com/video/${id}${query}${url.hash}` };
}

function bunny(url: URL): VideoSource | undefined {
  if (url.hostname !== 'iframe.mediadelivery.net' && url.hostname !== 'player.mediadelivery.net') {
    return undefined;
  }
  const [mode, library, id] = url.pathname.split('/').filter(Boolean);
  if ((mode !== 'embed' && mode !== 'play') || !library || !/^\d+$/.test(library) || !id) {
    return undefined;
  }
  return {
    kind: 'bunny',
    embedUrl: `https://iframe.mediadelivery.net/embed/${library}/${id}${url.search}`,
  };
}

function mediaFile(url: URL, address: string): VideoSource | undefined {
  const path = url.pathname.toLowerCase();
  if (path.endsWith('.m3u8')) return { kind: 'hls', url: address };
  if (/\.(mp4|m4v|webm|mov)$/.test(path)) return { kind: 'file', url: address };
  return undefined;
}

export function videoSourceOf(address: string): VideoSource {
  let url: URL;
  try {
    // Files kept by the platform are stored as paths ('/uploads/...').
    url = new URL(address, 'https://platform.invalid');
  } catch {
    return { kind: 'unknown' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'unknown' };
  return youtube(url) ?? vimeo(url) ?? bunny(url) ?? mediaFile(url, address) ?? { kind: 'unknown' };
}
