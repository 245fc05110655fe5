import type { Clock } from '../../lib/clock';
import { buildCatalogue, type Catalogue } from './catalogue';
import type { CatalogueRepository } from './catalogue.repository';

/**
 * How long a loaded catalogue serves. An admin edit made in this process drops
 * it at once; one made in another API process is seen here within this time.
 */
export const catalogueFreshForMs = 3_000;
/**
 * A copy this old is still served, while the next one loads behind it: with
 * 2,000 videos a load and the lists built from it take long enough that every
 * student arriving during it would wait (the catalogue's p99), and under
 * steady traffic the next copy is ready before this one is too old.
 */
export const catalogueRefreshAfterMs = 2_000;

interface Deps {
  repository: CatalogueRepository;
  clock: Clock;
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

/**
 * The catalogue every viewer shares, kept in this process so a list or a video
 * page reads no catalogue rows. While a load is under way every caller without
 * a fresh copy awaits that one load, so a rush on a cold cache reads the
 * catalogue once.
 */
export function createCatalogueCache({ repository, clock }: Deps) {
  let loaded: { catalogue: Catalogue; at: number } | undefined;
  let loading: Promise<Catalogue> | undefined;
  // Bumped by every drop: a load that began before a drop may have read the old rows.
  let generation = 0;

  function load(): Promise<Catalogue> {
    const startedIn = generation;
    const at = clock.now();
    const pending = repository.load().then((rows) => {
      const catalogue = buildCatalogue(rows);
      if (generation === startedIn) loaded = { catalogue, at };
      return catalogue;
    });
    loading = pending;
    // A failed load is not kept: the next caller tries again.
    const settle = () => {
      if (loading === pending) loading = undefined;
    };
    pending.then(settle, settle);
    return pending;
  }

  // A clock set back (tests; a corrected system clock) makes the copy's age unknown.
  const isFresh = (at: number, now: number) => now >= at && now - at < catalogueFreshForMs;

  return {
    current(): Promise<Catalogue> {
      const now = clock.now();
      if (!loaded || !isFresh(loaded.at, now)) return loading ?? load();
      // A failed load is settled in `load`; the next caller starts another.
      if (now - loaded.at >= catalogueRefreshAfterMs && !loading) void load();
      return Promise.resolve(loaded.catalogue);
    },

    /** Called by every admin change to what the catalogue shows, once it is committed. */
    invalidate(): void {
      generation += 1;
      loaded = undefined;
      loading = undefined;
    },
  };
}
