import { useLocation, useSearchParams } from 'react-router';
import { pageFromSearch } from '@/lib/pagination';

type Changes = Record<string, string | undefined>;

/** Page 1 is the list's own address: left out, not written as page=1. A filter's "1" stays. */
const pageValue = (page: number) => (page === 1 ? undefined : String(page));

/** Marks the history entry a search made, in its state (see useAddressWriter). */
const searchEntry = { tableSearch: true } as const;

const isSearchEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && 'tableSearch' in state;

/**
 * Writes into the address in place (no new history entry), so Back from a row
 * opened on page 3 lands on page 3, and Back from the list leaves it. Empty
 * values are left out of the address.
 *
 * A search is the exception: its first keystroke adds one entry, so Back
 * returns to the list as it was before the search; later keystrokes, pages and
 * filters replace that entry (marked in its state), so Back never steps
 * through the letters typed.
 */
function useAddressWriter() {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const update = (changes: Changes, searching = false) => {
    const push = searching && !isSearchEntry(state);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: !push, state: push ? searchEntry : state },
    );
  };
  return [params, update] as const;
}

/**
 * A table's page, search and filters live in the address, so reloading or
 * going back keeps them. Changing a filter returns to page 1.
 */
export function useTableParams<F extends string>(filters: readonly F[] = []) {
  const [params, update] = useAddressWriter();
  const page = pageFromSearch(params.get('page'));
  const search = params.get('search') ?? '';
  const filterValues = Object.fromEntries(
    filters.map((name) => [name, params.get(name) ?? undefined]),
  ) as Record<F, string | undefined>;

  return {
    page,
    search,
    filters: filterValues,
    setPage: (next: number) => {
      update({ page: pageValue(next) });
    },
    setSearch: (next: string) => {
      const trimmed = next.trim();
      // Enter on the search already shown is no new search, and no new entry for Back.
      if (trimmed !== search) update({ search: trimmed, page: undefined }, true);
    },
    setFilter: (name: F, value: string | undefined) => {
      update({ [name]: value, page: undefined });
    },
  };
}

/** The page of a second list on one screen (the student page's wallet), under its own name. */
export function usePageParam(name: string) {
  const [params, update] = useAddressWriter();
  return {
    page: pageFromSearch(params.get(name)),
    setPage: (next: number) => {
      update({ [name]: pageValue(next) });
    },
  };
}
