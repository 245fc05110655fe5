import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { workerCount } from './worker-count';

const postgres = 'postgres://localhost/sabora';

describe('workerCount', () => {
  it('runs one process unless asked', () => {
    expect(workerCount(parseEnv({}), 8)).toBe(1);
  });

  it('runs one worker per core for auto, and the number given otherwise', () => {
    expect(workerCount(parseEnv({ WORKERS: 'auto', DATABASE_URL: postgres }), 6)).toBe(6);
    expect(workerCount(parseEnv({ WORKERS: '3', DATABASE_URL: postgres }), 6)).toBe(3);
  });

  it('refuses several workers on the embedded database, saying what to do', () => {
    expect(() => workerCount(parseEnv({ WORKERS: '2' }), 4)).toThrow(
      /WORKERS=2 needs DATABASE_URL/,
    );
    expect(() => workerCount(parseEnv({ WORKERS: 'auto' }), 4)).toThrow(/DATABASE_URL/);
  });

  it('lets auto on one core run on the embedded database', () => {
    expect(workerCount(parseEnv({ WORKERS: 'auto' }), 1)).toBe(1);
  });

  it('rejects a worker count that is not a positive number', () => {
    expect(() => parseEnv({ WORKERS: '0' })).toThrow(/WORKERS/);
    expect(() => parseEnv({ WORKERS: 'many' })).toThrow(/WORKERS/);
  });
});
