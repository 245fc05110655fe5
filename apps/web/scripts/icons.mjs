// Writes the app's icons (public/icons) from public/favicon.svg. Run it after
// changing the favicon: `node scripts/icons.mjs`; the PNGs are committed, so a
// build needs no image library.
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const publicDir = new URL('../public/', import.meta.url);
const iconsDir = new URL('icons/', publicDir);
const svg = readFileSync(new URL('favicon.svg', publicDir));

// The page's background: an installed app's splash screen and the icons that
// must be opaque (maskable, Apple's) use it.
const background = '#f4f6f5';

// The sizes Android, Windows and the Chromium install dialog ask for.
const sizes = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512];

mkdirSync(iconsDir, { recursive: true });

const render = (size) => sharp(svg, { density: Math.ceil((72 * size) / 64) }).resize(size, size);

/**
 * An opaque square with the board in its middle `scale` of the side: a
 * maskable icon's launcher may cut everything outside the centred circle of
 * 80% (the safe zone), and iOS fills transparency with black.
 */
async function padded(size, scale) {
  const inner = Math.round(size * scale);
  const board = await render(inner).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: board, gravity: 'centre' }])
    .png();
}

for (const size of sizes) {
  await render(size)
    .png()
    .toFile(new URL(`icon-${size}.png`, iconsDir).pathname);
}
await (await padded(512, 0.6)).toFile(new URL('maskable-512.png', iconsDir).pathname);
await (await padded(192, 0.6)).toFile(new URL('maskable-192.png', iconsDir).pathname);
await (await padded(180, 0.8)).toFile(new URL('apple-touch-icon.png', publicDir).pathname);
