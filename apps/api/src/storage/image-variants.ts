import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type sharpType from 'sharp';
import type { Sharp } from 'sharp';
import type { ImageVariantFormat, ImageVariantWidth } from '@sabora/contract';
import { HttpError } from '../lib/http-errors';
import { messages } from '../messages';

/**
 * Beyond this a small PNG or GIF can unpack into gigabytes (a decompression
 * bomb). 50 MP is still more than the largest phone camera photo that fits the
 * 5 MB upload limit.
 */
export const maxImagePixels = 50_000_000;

export interface ImageVariant {
  file: string;
  width: ImageVariantWidth;
  format: ImageVariantFormat;
}

// AVIF's default effort takes about a second per photo on one core; 3 costs a
// few per cent in size and keeps an upload's answer quick on a small server.
const encoders: Record<ImageVariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 3 }),
  webp: (image) => image.webp({ quality: 75 }),
};

/** A file on disk, or the bytes of one fetched from the bucket. */
type ImageSource = string | Buffer;

type SharpOf = typeof sharpType;
let sharpModule: Promise<SharpOf> | undefined;

/**
 * sharp is loaded at the first photo, not with the server: libvips holds about
 * 30 MB resident, which a server that converts no photo never pays (decision 0228).
 */
function loadSharp(): Promise<SharpOf> {
  sharpModule ??= import('sharp').then((module) => module.default);
  return sharpModule;
}

function open(sharp: SharpOf, file: ImageSource): Sharp {
  // failOn 'warning' (the default, named here on purpose): a truncated JPEG
  // only warns in libjpeg, and would otherwise come out half grey.
  return sharp(file, { limitInputPixels: maxImagePixels, failOn: 'warning' });
}

function refusal(error: unknown): HttpError {
  const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
  return new HttpError(
    422,
    tooLarge ? messages.uploadImageTooManyPixels : messages.uploadImageBroken,
  );
}

/** Decodes a whole image once, refusing it in Arabic if it is broken or too large. */
export async function checkImage(file: ImageSource): Promise<void> {
  const sharp = await loadSharp();
  try {
    await open(sharp, file).stats();
  } catch (error) {
    throw refusal(error);
  }
}

/**
 * Encodes each variant of a photo, never larger than the photo itself, one at
 * a time so only one variant's bytes are held at once.
 */
export async function* encodeImageVariants<Variant extends Omit<ImageVariant, 'file'>>(
  file: ImageSource,
  variants: readonly Variant[],
): AsyncGenerator<{ variant: Variant; bytes: Buffer }> {
  // Turned upright from its EXIF orientation once, then resized for each variant.
  const source = open(await loadSharp(), file).rotate();
  for (const variant of variants) {
    let bytes: Buffer;
    try {
      bytes = await encoders[variant.format](
        source.clone().resize({ width: variant.width, withoutEnlargement: true }),
      ).toBuffer();
    } catch (error) {
      throw refusal(error);
    }
    yield { variant, bytes };
  }
}

/** Writes each variant of the photo in `file`, each through `tempDir` so a reader never sees half of one. */
export async function writeImageVariants(
  file: string,
  variants: readonly ImageVariant[],
  tempDir: string,
): Promise<void> {
  await mkdir(tempDir, { recursive: true });
  for await (const { variant, bytes } of encodeImageVariants(file, variants)) {
    const temp = join(tempDir, `${randomUUID()}.part`);
    try {
      await writeFile(temp, bytes, { flag: 'wx' });
      await rename(temp, variant.file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }
}
