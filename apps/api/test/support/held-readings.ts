import { expect } from 'vitest';

/**
 * What the sharing tests (decisions 0213, 0215, 0217) need of a repository:
 * a count of its readings and, while `held`, each reading's values (already
 * read from the database) kept from its callers until the test lets them go.
 * A repository wraps the call it counts with `count` and the parts it reads
 * with `hold`; `read` is how many parts are held.
 */
export function createHolds() {
  const releases: (() => void)[] = [];
  const holds = {
    readings: 0,
    held: false,
    get read() {
      return releases.length;
    },
    release: () => releases.splice(0).forEach((go) => go()),
    count() {
      holds.readings += 1;
    },
    async hold<T>(value: Promise<T>): Promise<T> {
      const read = await value;
      if (holds.held) await new Promise<void>((go) => releases.push(go));
      return read;
    },
  };
  return holds;
}

export type Holds = ReturnType<typeof createHolds>;

// Lets pending database calls and promise callbacks run.
export const until = (done: () => boolean) => expect.poll(done).toBe(true);

/**
 * Asks `first` and holds its reading once read (`parts` held parts a
 * reading); then asks `meanwhile` while it is held, lets it go, lets the next
 * reading read and go too. Every answer, `first`'s first.
 */
export async function askWhileOneReads<T>(
  holds: Holds,
  parts: number,
  first: () => Promise<T>,
  meanwhile: () => Promise<Array<Promise<T>>>,
): Promise<T[]> {
  holds.held = true;
  const early = first();
  await until(() => holds.read === parts);
  const others = await meanwhile();
  holds.release();
  await until(() => holds.read === parts);
  holds.held = false;
  holds.release();
  return Promise.all([early, ...others]);
}
