import type { UseQueryResult } from '@tanstack/react-query';
import { Grid, Table } from 'antd';
import type { TableProps } from 'antd';
import { failedToLoad } from '@/lib/offline-query';
import { usePageWithinTotal } from '@/lib/use-page-within-total';
import { LoadFailed } from './load-failed';

/** The list's call, as AdminTable reads it (its `query`). */
export type ListQuery = Pick<
  UseQueryResult,
  'data' | 'error' | 'fetchStatus' | 'isError' | 'isPlaceholderData' | 'refetch'
>;

/**
 * Every admin table. Below a wide screen its columns keep the width their
 * content needs and the table scrolls sideways inside its card, so on a phone
 * nothing is squeezed or cut off and the page itself never scrolls sideways.
 * On a wide screen long cells wrap so the table fits its card, scrolling only
 * if it cannot. A column that should wrap (a note) sets its own width. An
 * address past the last page moves to the last one, for every admin list.
 */
export function AdminTable<T extends object>({
  query,
  ...props
}: Omit<TableProps<T>, 'scroll'> & {
  /**
   * The list's call: when no answer came (offline, server gone) the table says
   * so, with a retry, instead of its empty text or the previous page's rows.
   */
  query?: ListQuery;
}) {
  const wide = Grid.useBreakpoint().xl === true;
  const failed = query !== undefined && failedToLoad(query);
  const pagination = props.pagination === false ? undefined : props.pagination;
  usePageWithinTotal({
    page: pagination?.current,
    total: pagination?.total ?? 0,
    pageSize: pagination?.pageSize,
    onChange: pagination?.onChange,
    settled: !props.loading && !failed,
  });
  if (failed) {
    return (
      <Table<T>
        {...props}
        dataSource={[]}
        loading={false}
        locale={{ ...props.locale, emptyText: <LoadFailed compact onRetry={query.refetch} /> }}
        scroll={{ x: wide ? true : 'max-content' }}
      />
    );
  }
  return <Table<T> {...props} scroll={{ x: wide ? true : 'max-content' }} />;
}
