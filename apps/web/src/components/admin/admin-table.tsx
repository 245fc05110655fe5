import { Grid, Table } from 'antd';
import type { TableProps } from 'antd';
import { usePageWithinTotal } from '@/lib/use-page-within-total';

/**
 * Every admin table. Below a wide screen its columns keep the width their
 * content needs and the table scrolls sideways inside its card, so on a phone
 * nothing is squeezed or cut off and the page itself never scrolls sideways.
 * On a wide screen long cells wrap so the table fits its card, scrolling only
 * if it cannot. A column that should wrap (a note) sets its own width. An
 * address past the last page moves to the last one, for every admin list.
 */
export function AdminTable<T extends object>(props: Omit<TableProps<T>, 'scroll'>) {
  const wide = Grid.useBreakpoint().xl === true;
  const pagination = props.pagination === false ? undefined : props.pagination;
  usePageWithinTotal({
    page: pagination?.current,
    total: pagination?.total ?? 0,
    pageSize: pagination?.pageSize,
    onChange: pagination?.onChange,
    settled: !props.loading,
  });
  return <Table<T> {...props} scroll={{ x: wide ? true : 'max-content' }} />;
}
