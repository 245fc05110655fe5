import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UploadRequest } from '../storage-driver';

/** What a signed local upload URL allows: one file, of this type and size, until `expires`. */
export interface UploadGrant extends UploadRequest {
  expires: number;
}

export interface UploadSigner {
  sign(grant: UploadGrant): string;
  verify(grant: UploadGrant, signature: string): boolean;
}

export function createUploadSigner(secret: string): UploadSigner {
  // A key of its own, so an upload signature can never pass for a session token or the reverse.
  const signingKey = createHmac('sha256', secret).update('sabora:uploads').digest();
  const sign = (grant: UploadGrant) =>
    createHmac('sha256', signingKey)
      .update(
        JSON.stringify([grant.key, grant.expires, grant.contentType, grant.size, grant.fileName]),
      )
      .digest('base64url');
  return {
    sign,
    verify(grant, signature) {
      const expected = Buffer.from(sign(grant));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
