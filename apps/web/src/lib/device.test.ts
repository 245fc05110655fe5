import { deviceFingerprint } from '@sabora/contract';
import { describe, expect, it } from 'vitest';
import { readDeviceDetails, readDeviceTraits } from './device';

describe('readDeviceTraits', () => {
  it('reads memory, cores and screen size', () => {
    expect(
      readDeviceTraits({ deviceMemory: 4, hardwareConcurrency: 8 }, { width: 390, height: 844 }),
    ).toEqual({
      memory: 4,
      cpu: 8,
      width: 390,
      height: 844,
    });
  });

  it('gives null for what the browser hides', () => {
    expect(readDeviceTraits({ hardwareConcurrency: 0 }, { width: 1366, height: 768 })).toEqual({
      memory: null,
      cpu: null,
      width: 1366,
      height: 768,
    });
  });

  it('feeds the contract fingerprint, which ignores the orientation', () => {
    const portrait = deviceFingerprint(
      readDeviceTraits({ deviceMemory: 4, hardwareConcurrency: 8 }, { width: 390, height: 844 }),
    );
    const landscape = deviceFingerprint(
      readDeviceTraits({ deviceMemory: 4, hardwareConcurrency: 8 }, { width: 844, height: 390 }),
    );
    expect(portrait).toMatch(/^[a-f0-9]{64}$/);
    expect(landscape).toBe(portrait);
  });
});

describe('readDeviceDetails', () => {
  it('adds the browser’s own description, cut to what the server keeps', () => {
    const details = readDeviceDetails(
      { deviceMemory: 4, hardwareConcurrency: 8, userAgent: 'x'.repeat(600) },
      { width: 390, height: 844 },
    );
    expect(details).toMatchObject({ memory: 4, cpu: 8, width: 390, height: 844 });
    expect(details.userAgent).toHaveLength(500);
  });
});
