import type { QueryClient } from '@tanstack/react-query';
import latin400 from '@fontsource/cairo/files/cairo-latin-400-normal.woff2?url';
import latin600 from '@fontsource/cairo/files/cairo-latin-600-normal.woff2?url';
import latin700 from '@fontsource/cairo/files/cairo-latin-700-normal.woff2?url';
import { afterFirstScreen } from '@/lib/after-first-screen';

// @fontsource/cairo's Latin range, as fonts.css had it.
const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, ' +
  'U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

const latinFiles = { 400: latin400, 600: latin600, 700: latin700 } as const;

const latinFaces = () =>
  Object.entries(latinFiles).map(
    ([weight, file]) =>
      new FontFace('Cairo', `url(${file}) format('woff2')`, {
        style: 'normal',
        weight,
        display: 'swap',
        unicodeRange: latinRange,
      }),
  );

/** Adds Cairo's Latin faces; the browser fetches a weight when text needs it. */
export function declareLatinFonts(fonts: FontFaceSet = document.fonts): void {
  for (const face of latinFaces()) fonts.add(face);
}

/**
 * Fetches the three Latin faces, then adds those that loaded together: a page
 * already drawn in the fallback face is laid out again once, not once per
 * weight as each arrives (decision 0225, amended: about 50 ms less style and
 * layout on the exam and profile pages under Lighthouse's slowdown).
 */
export async function addLoadedLatinFonts(fonts: FontFaceSet = document.fonts): Promise<void> {
  const loaded = await Promise.allSettled(latinFaces().map((face) => face.load()));
  for (const face of loaded) if (face.status === 'fulfilled') fonts.add(face.value);
}

/**
 * Cairo's Latin faces (German titles, every number), declared here instead of
 * in fonts.css. On a first visit they come after the first screen (decision
 * 0225): 48 KB that the page's first paint does not need, since the fallback
 * face gives Latin text Cairo's metrics (decision 0191), would otherwise share
 * the line with the app's code. A phone whose service worker holds them gets
 * them at once.
 */
export function startLatinFonts(queryClient: QueryClient): void {
  if (navigator.serviceWorker?.controller) declareLatinFonts();
  else afterFirstScreen(queryClient, () => void addLoadedLatinFonts());
}
