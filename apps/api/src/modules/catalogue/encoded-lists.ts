import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { brotliOptions, compressFromBytes } from '../../plugins/compression';

// A copy lives seconds and viewers fall into a handful of kinds; a rush of
// distinct lists only costs encoding them again.
const maxLists = 64;

type Compression = 'br' | 'gzip';
const listEncodings: Array<Compression | 'identity'> = ['br', 'gzip', 'identity'];

/**
 * A list's JSON text, and that text compressed once per encoding a client asked
 * for: with 2,000 videos the text is hundreds of KB, and compressing it again
 * for every student cost more than everything else the call does.
 */
export interface EncodedList {
  readonly text: string;
  /** The text's length in UTF-8, counted once. */
  readonly bytes: number;
  compressed(encoding: Compression): Buffer;
}

/**
 * Returns the list named `key`, encoded by `schema` exactly as the route's
 * serializer would, once per catalogue copy: viewers who see the same items
 * get the same text, so it is sent as it is. The key must name the list's
 * schema and every item in it (the caller's rule decides which).
 */
export type EncodedLists = <T extends z.ZodType>(
  schema: T,
  key: string,
  value: () => z.output<T>,
) => EncodedList;

export function createEncodedLists(): EncodedLists {
  const lists = new Map<string, EncodedList>();
  return (schema, key, value) => {
    let list = lists.get(key);
    if (list === undefined) {
      list = encodedList(JSON.stringify(z.encode(schema, value())));
      if (lists.size >= maxLists) lists.clear();
      lists.set(key, list);
    }
    return list;
  };
}

function encodedList(text: string): EncodedList {
  const kept: Partial<Record<Compression, Buffer>> = {};
  return {
    text,
    bytes: Buffer.byteLength(text),
    compressed(encoding) {
      kept[encoding] ??=
        encoding === 'br' ? brotliCompressSync(text, brotliOptions) : gzipSync(text);
      return kept[encoding];
    },
  };
}

/**
 * Sends a list from `EncodedLists` as it is, past the route's serializer, and
 * compressed as the compression plugin would have (which leaves an answer that
 * already names its encoding alone).
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: unknown,
  list: EncodedList,
): FastifyReply {
  const raw = (reply as FastifyReply)
    .type('application/json; charset=utf-8')
    .header('vary', 'accept-encoding');
  const encoding =
    list.bytes >= compressFromBytes
      ? negotiate(request.headers['accept-encoding'] ?? 'identity', listEncodings)
      : null;
  if (encoding !== 'br' && encoding !== 'gzip') return raw.send(list.text);
  return raw.header('content-encoding', encoding).send(list.compressed(encoding));
}
