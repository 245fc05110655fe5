import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export interface DeviceTraits {
  /** navigator.deviceMemory in GiB; browsers that hide it give null. */
  memory: number | null;
  /** navigator.hardwareConcurrency; null when unknown. */
  cpu: number | null;
  width: number;
  height: number;
}

/**
 * The spec's device fingerprint: SHA-256 hex of JSON {memory, cpu, screen},
 * screen written as "larger x smaller" so rotating the phone keeps the hash.
 * Hashed in plain JS because WebCrypto is missing on plain-http LAN installs.
 */
export function deviceFingerprint(traits: DeviceTraits): string {
  const larger = Math.max(traits.width, traits.height);
  const smaller = Math.min(traits.width, traits.height);
  const payload = JSON.stringify({
    memory: traits.memory,
    cpu: traits.cpu,
    screen: `${larger}x${smaller}`,
  });
  return bytesToHex(sha256(utf8ToBytes(payload)));
}
