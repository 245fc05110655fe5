import { randomUUID } from 'node:crypto';
import { access, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import {
  apiPrefix,
  uploadedFilesPrefix,
  uploadTypes,
  type UploadContentType,
} from '@sabora/contract';
import type { Clock } from '../../lib/clock';
import { forbidden, HttpError, notFound } from '../../lib/http-errors';
import { messages } from '../../messages';
import { contentDisposition } from '../content-disposition';
import { checkImage, writeImageVariants } from '../image-variants';
import { uploadLifetimeMs, type StorageDriver } from '../storage-driver';
import { contentTypeOfKey, servedTypeOfKey, variantKeysOf } from '../upload-keys';
import { receiveFile } from './receive-file';
import { createUploadSigner, type UploadGrant } from './upload-grant';

/** The API route (under /api) that takes the PUT of a signed upload. */
export const localUploadRoute = '/uploads';

export interface SignedUploadQuery {
  expires?: string | undefined;
  type?: string | undefined;
  size?: string | undefined;
  name?: string | undefined;
  sig?: string | undefined;
}

export interface StoredFile {
  file: string;
  size: number;
  /** An upload's own type, or a variant's (image/avif). */
  contentType: string;
  /** Inline for images, a download under the teacher's file name for PDFs. */
  disposition: string;
}

export interface LocalStorage extends StorageDriver {
  readonly kind: 'local';
  /** The grant a PUT carries if its signature, expiry and Content-Type hold; else a refusal. */
  authorize(key: string, query: SignedUploadQuery, contentType: string | undefined): UploadGrant;
  save(grant: UploadGrant, body: Readable): Promise<void>;
  find(key: string): Promise<StoredFile | undefined>;
  /** Writes the variants an uploaded photo lacks (kept before they existed); false if none were. */
  addMissingVariants(key: string): Promise<boolean>;
  /** Where the files are, for walking them (the variants' backfill). */
  readonly root: string;
}

interface Options {
  dataDir: string;
  /** Upload URLs are signed with a key derived from this. */
  secret: string;
  clock: Clock;
}

const isUploadContentType = (value: string): value is UploadContentType =>
  Object.hasOwn(uploadTypes, value);

function grantOf(key: string, query: SignedUploadQuery): UploadGrant | undefined {
  const expires = Number(query.expires);
  const size = Number(query.size);
  const { type, name } = query;
  if (!Number.isSafeInteger(expires) || !Number.isSafeInteger(size)) return undefined;
  if (type === undefined || !isUploadContentType(type) || name === undefined) return undefined;
  return { key, expires, contentType: type, size, fileName: name };
}

/** Files kept in DATA_DIR/uploads, received and served by the API itself. */
export function createLocalStorage({ dataDir, secret, clock }: Options): LocalStorage {
  const root = resolve(dataDir, 'uploads');
  // Inside root so the final rename never crosses file systems; keys cannot start with a dot.
  const tempDir = join(root, '.tmp');
  const signer = createUploadSigner(secret);

  // Keys already match a strict pattern; resolving and checking the prefix keeps
  // every file inside root even if that pattern ever loosens.
  function fileOf(key: string): string | undefined {
    if (!servedTypeOfKey(key)) return undefined;
    const file = resolve(root, key);
    return file.startsWith(root + sep) ? file : undefined;
  }

  // The original name sits beside the file, for the Content-Disposition a download needs.
  const sidecarOf = (file: string) => `${file}.json`;

  async function fileNameOf(file: string): Promise<string | undefined> {
    try {
      const { fileName } = JSON.parse(await readFile(sidecarOf(file), 'utf8')) as {
        fileName?: unknown;
      };
      return typeof fileName === 'string' ? fileName : undefined;
    } catch {
      return undefined;
    }
  }

  const variantsOf = (key: string) =>
    variantKeysOf(key).flatMap((variant) => {
      const file = fileOf(variant.key);
      return file ? [{ ...variant, file }] : [];
    });

  // Every photo is decoded here, so a broken one or a bomb is refused now and
  // not by each student's phone; a refused upload leaves nothing behind.
  async function prepareImage(key: string, file: string): Promise<void> {
    const variants = variantsOf(key);
    try {
      if (variants.length === 0) await checkImage(file);
      else await writeImageVariants(file, variants, tempDir);
    } catch (error) {
      await Promise.all(
        [file, ...variants.map((variant) => variant.file)].map((path) => rm(path, { force: true })),
      );
      throw error;
    }
  }

  const exists = (file: string) =>
    access(file).then(
      () => true,
      () => false,
    );

  async function find(key: string): Promise<StoredFile | undefined> {
    const contentType = servedTypeOfKey(key);
    const file = fileOf(key);
    if (!contentType || !file) return undefined;
    const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
      throw error;
    });
    if (!info?.isFile()) return undefined;
    const original = contentTypeOfKey(key);
    const disposition = original
      ? contentDisposition(original, await fileNameOf(file))
      : // A variant is always a photo: shown inline, under no name of its own.
        contentDisposition('image/webp');
    return { file, size: info.size, contentType, disposition };
  }

  async function addMissingVariants(key: string): Promise<boolean> {
    const file = fileOf(key);
    if (!file || !contentTypeOfKey(key)) return false;
    const missing = [];
    for (const variant of variantsOf(key)) {
      if (!(await exists(variant.file))) missing.push(variant);
    }
    if (missing.length === 0) return false;
    await writeImageVariants(file, missing, tempDir);
    return true;
  }

  return {
    kind: 'local',
    origins: [],
    root,

    async createUploadTarget(request) {
      const grant: UploadGrant = { ...request, expires: clock.now() + uploadLifetimeMs };
      const query = new URLSearchParams({
        expires: String(grant.expires),
        type: grant.contentType,
        size: String(grant.size),
        name: grant.fileName,
        sig: signer.sign(grant),
      });
      return {
        url: `${apiPrefix}${localUploadRoute}/${request.key}?${query}`,
        key: request.key,
        path: `${uploadedFilesPrefix}/${request.key}`,
        headers: { 'content-type': request.contentType },
      };
    },

    authorize(key, query, contentType) {
      const grant = grantOf(key, query);
      const valid =
        grant !== undefined &&
        contentTypeOfKey(key) === grant.contentType &&
        query.sig !== undefined &&
        signer.verify(grant, query.sig);
      if (!valid) throw forbidden(messages.uploadLinkInvalid);
      if (clock.now() > grant.expires) throw forbidden(messages.uploadLinkExpired);
      if (contentType?.trim() !== grant.contentType) {
        throw new HttpError(415, messages.uploadTypeMismatch);
      }
      return grant;
    },

    async save(grant, body) {
      const file = fileOf(grant.key);
      if (!file) throw forbidden(messages.uploadLinkInvalid);
      await receiveFile(body, grant, tempDir, file);
      if (uploadTypes[grant.contentType].kind === 'image') await prepareImage(grant.key, file);
      // Written after the file: a reader in between gets the file without its name,
      // never a name without a file.
      const draft = join(tempDir, `${randomUUID()}.json`);
      await writeFile(draft, JSON.stringify({ fileName: grant.fileName }));
      await rename(draft, sidecarOf(file));
    },

    find,
    addMissingVariants,

    // The upload made the variants before it answered; this only replaces a lost one.
    async convertUpload(key) {
      if (!contentTypeOfKey(key) || !(await find(key))) throw notFound(messages.fileNotFound);
      await addMissingVariants(key);
      return variantKeysOf(key).map((variant) => variant.key);
    },
  };
}
