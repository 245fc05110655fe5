import { useSearchParams } from 'react-router';
import { pageFromSearch } from '@/lib/pagination';

/**
 * A table's page, search and filters live in the address, so reloading or
 * going back keeps them. Changing a filter returns to page 1.
 */
export function useTableParams<F extends string>(filters: readonly F[] = []) {
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params.get('page'));
  const search = params.get('search') ?? '';
  const filterValues = Object.fromEntries(
    filters.map((name) => [name, params.get(name) ?? undefined]),
  ) as Record<F, string | undefined>;

  const update = (changes: Record<string, string | number | undefined>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || (key === 'page' && value === 1)) {
            next.delete(key);
          } else {
            next.set(key, String(value));
          }
        }
        return next;
      },
      { replace: true },
    );
  };

  return {
    page,
    search,
    filters: filterValues,
    setPage: (next: number) => {
      update({ page: next });
    },
    setSearch: (next: string) => {
      update({ search: next.trim(), page: undefined });
    },
    setFilter: (name: F, value: string | undefined) => {
      update({ [name]: value, page: undefined });
    },
  };
}
