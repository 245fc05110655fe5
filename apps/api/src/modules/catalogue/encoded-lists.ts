import type { FastifyReply } from 'fastify';
import { z } from 'zod';

// A copy lives seconds and viewers fall into a handful of kinds; a rush of
// distinct lists only costs encoding them again.
const maxLists = 64;

/**
 * Returns the list named `key` as JSON text, encoded by `schema` exactly as the
 * route's serializer would, once per catalogue copy: viewers who see the same
 * items get the same text, so it is sent as it is. The key must name the
 * list's schema and every item in it (the caller's rule decides which).
 */
export type EncodedLists = <T extends z.ZodType>(
  schema: T,
  key: string,
  value: () => z.output<T>,
) => string;

export function createEncodedLists(): EncodedLists {
  const texts = new Map<string, string>();
  return (schema, key, value) => {
    let text = texts.get(key);
    if (text === undefined) {
      text = JSON.stringify(z.encode(schema, value()));
      if (texts.size >= maxLists) texts.clear();
      texts.set(key, text);
    }
    return text;
  };
}

/** Sends a list from `EncodedLists` as it is, past the route's serializer. */
export function sendEncoded(reply: unknown, json: string): FastifyReply {
  return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
}
