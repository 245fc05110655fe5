import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deviceFingerprint } from './fingerprint';

describe('deviceFingerprint', () => {
  it('is the SHA-256 hex of {memory, cpu, screen} with the larger side first', () => {
    const expected = createHash('sha256')
      .update(JSON.stringify({ memory: 4, cpu: 8, screen: '844x390' }))
      .digest('hex');
    expect(deviceFingerprint({ memory: 4, cpu: 8, width: 390, height: 844 })).toBe(expected);
  });

  it('does not change when the phone is rotated', () => {
    const portrait = deviceFingerprint({ memory: 2, cpu: 4, width: 360, height: 800 });
    const landscape = deviceFingerprint({ memory: 2, cpu: 4, width: 800, height: 360 });
    expect(portrait).toBe(landscape);
  });

  it('differs between devices', () => {
    const a = deviceFingerprint({ memory: 2, cpu: 4, width: 360, height: 800 });
    const b = deviceFingerprint({ memory: 4, cpu: 4, width: 360, height: 800 });
    expect(a).not.toBe(b);
  });
});
