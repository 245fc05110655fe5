import type { Listen } from '../db/listener';
import { createAnnouncedMemory } from './announced-memory';
import type { Clock } from './clock';

/** How one list counts its total, and which of its query's fields the total depends on. */
export interface TotalsOf<F, V> {
  /** The filters, in a fixed order; the rest of a query (its page) does not change the total. */
  fields: ReadonlyArray<keyof F & string>;
  count(filters: F, now: Date): Promise<V>;
  /**
   * When time alone next changes the total counted at `now` (an access
   * lapses, a follow-up falls due); undefined when only writes change it.
   */
  changesAt?(filters: F, now: Date): Promise<number | undefined>;
}

/** A total and the span of the clock over which it holds. */
interface Kept {
  value: unknown;
  countedAt: number;
  holdsUntil: number;
}

interface Options {
  /** The LISTEN/NOTIFY channel; a payload names a list (forget its totals) or is '*' (forget all). */
  channel: string;
  clock: Clock;
  ttlMs: number;
  max: number;
  listen?: Listen | undefined;
}

// A list's name, then its filters: the name is the group an announcement forgets.
const separator = '\n';
const listOf = (key: string) => key.slice(0, key.indexOf(separator));

export type KeptTotals = Awaited<ReturnType<typeof createKeptTotals>>;

/** One list's totals. */
export interface ListTotals<F, V> {
  get(filters: F): Promise<V>;
  /** Forgets the list's totals after a change this process made, without waiting for the announcement. */
  forget(): void;
}

/**
 * Lists' exact totals per filter, kept in this process until the database
 * announces a change to a list's rows (decisions 0187, 0188). Admins asking
 * for the same total at once share one count; a count that began before an
 * announcement is not kept; a total that time changes is kept only until then,
 * and only for the clock from when it was counted (a clock set back counts again).
 */
export async function createKeptTotals({ channel, clock, ttlMs, max, listen }: Options) {
  const lists = new Map<string, TotalsOf<never, unknown>>();
  const memory = await createAnnouncedMemory<Kept>({
    channel,
    async load(key) {
      const totals = lists.get(listOf(key))!;
      const filters = JSON.parse(key.slice(key.indexOf(separator) + 1)) as never;
      const now = clock.now();
      const [value, changesAt] = await Promise.all([
        totals.count(filters, new Date(now)),
        totals.changesAt?.(filters, new Date(now)),
      ]);
      return { value, countedAt: now, holdsUntil: changesAt ?? Number.POSITIVE_INFINITY };
    },
    ttlMs,
    max,
    listen,
    groupOf: listOf,
  });

  const holds = (kept: Kept | undefined, now: number): kept is Kept =>
    kept !== undefined && kept.countedAt <= now && now < kept.holdsUntil;

  return {
    /**
     * Registers a list under the name its database announcements carry; a
     * module that builds its service again registers the same counting again.
     */
    list<F, V>(name: string, totals: TotalsOf<F, V>): ListTotals<F, V> {
      lists.set(name, totals as TotalsOf<never, unknown>);
      // JSON leaves out the filters not set, so parsing gives back exactly the ones that were.
      const keyOf = (filters: F) =>
        name +
        separator +
        JSON.stringify(Object.fromEntries(totals.fields.map((field) => [field, filters[field]])));
      return {
        async get(filters: F): Promise<V> {
          const key = keyOf(filters);
          const kept = await memory.get(key);
          if (holds(kept, clock.now())) return kept.value as V;
          return (await memory.fresh(key))!.value as V;
        },
        forget: () => memory.forget(name),
      };
    },
    forgetAll: memory.forgetAll,
    close: memory.close,
  };
}
