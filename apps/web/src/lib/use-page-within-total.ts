import { useEffect } from 'react';
import { defaultPageSize } from './pagination';

interface PageWithinTotal {
  /** The page the address asks for; nothing to do without one. */
  page: number | undefined;
  total: number;
  pageSize?: number;
  /** The list's page writer: it replaces the address (useTableParams), so Back skips the empty page. */
  onChange: ((page: number, pageSize: number) => void) | undefined;
  /** False while the total is being fetched: a previous page's total must not move the list. */
  settled: boolean;
}

/**
 * An address past the last page (?page=40 of a list of 3 pages, an old link or
 * a list that shrank) showed an empty table under a pager. Once the server's
 * total says there are fewer pages, the list moves to its last one. With no
 * total (nothing found, or an error) there is no page to move to.
 */
export function usePageWithinTotal({
  page,
  total,
  pageSize = defaultPageSize,
  onChange,
  settled,
}: PageWithinTotal): void {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const beyond = settled && page !== undefined && total > 0 && page > last;
  useEffect(() => {
    if (beyond) onChange?.(last, pageSize);
  }, [beyond, last, pageSize, onChange]);
}
