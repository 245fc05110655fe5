import { constants, crc32, deflateRawSync } from 'node:zlib';

/** The compressed start of a body shared by many answers, each with its own short tail. */
export interface GzipHead {
  /** The gzip header and the head's deflate blocks, ending on a byte boundary. */
  bytes: Buffer;
  crc: number;
  length: number;
}

// ID1 ID2, deflate, no flags, no mtime, no extra flags, OS unknown (RFC 1952 §2.3).
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// A stored block holds at most this many bytes (RFC 1951 §3.2.4).
const storedMax = 0xffff;

/**
 * Compresses `head` once. A sync flush ends it on a byte boundary without a
 * final block, so any number of blocks may follow it in the same stream
 * (decision 0106).
 */
export function gzipHead(head: string): GzipHead {
  const bytes = Buffer.from(head);
  const blocks = deflateRawSync(bytes, {
    level: constants.Z_BEST_COMPRESSION,
    finishFlush: constants.Z_SYNC_FLUSH,
  });
  return { bytes: Buffer.concat([gzipHeader, blocks]), crc: crc32(bytes), length: bytes.length };
}

/**
 * One whole gzip member: the head as compressed once, then `tail` in stored
 * (uncompressed) blocks, the last one final, then the checksum and length of
 * both. No compressor runs per answer: the tail is a few dozen bytes.
 */
export function gzipWithTail(head: GzipHead, tail: string): Buffer {
  const data = Buffer.from(tail);
  const blockCount = Math.max(1, Math.ceil(data.length / storedMax));
  const out = Buffer.allocUnsafe(head.bytes.length + blockCount * 5 + data.length + 8);
  let at = head.bytes.copy(out, 0);
  for (let block = 0; block < blockCount; block++) {
    const chunk = data.subarray(block * storedMax, (block + 1) * storedMax);
    out[at] = block === blockCount - 1 ? 1 : 0;
    out.writeUInt16LE(chunk.length, at + 1);
    out.writeUInt16LE(~chunk.length & 0xffff, at + 3);
    at += 5 + chunk.copy(out, at + 5);
  }
  // Node 20's crc32 can answer 0 for an empty buffer from the pool instead of its start value.
  out.writeUInt32LE(data.length === 0 ? head.crc : crc32(data, head.crc), at);
  out.writeUInt32LE((head.length + data.length) % 2 ** 32, at + 4);
  return out;
}
