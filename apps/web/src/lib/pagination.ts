import { toLatinDigits } from '@sabora/contract';
import type { TablePaginationConfig } from 'antd';
import type { FormEvent } from 'react';
import { defaultPageSize } from '@/early/route-calls';
import { messages } from '@/i18n/messages';

// Declared with the first calls: the early chunk sends a list's first page before this module loads.
export { defaultPageSize, pageFromSearch } from '@/early/route-calls';

/** A page number from the URL or the jumper: a whole number within 1..last page. */
export function clampPage(raw: unknown, total: number, pageSize = defaultPageSize): number {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const page = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.trunc(page)));
}

/**
 * The spec's pagination for every admin table: hidden with one page, a quick
 * jumper and the shown range "from–to of total".
 */
export function tablePagination(options: {
  page: number;
  total: number;
  onChange: (page: number) => void;
  pageSize?: number;
}): TablePaginationConfig {
  const pageSize = options.pageSize ?? defaultPageSize;
  return {
    current: options.page,
    pageSize,
    total: options.total,
    hideOnSinglePage: true,
    showQuickJumper: true,
    showSizeChanger: false,
    showTotal: (total, [from, to]) => messages.common.pageRange(from, to, total),
    onChange: (page) => {
      options.onChange(clampPage(page, options.total, pageSize));
    },
  };
}

/**
 * antd's quick jumper ("الذهاب إلى") keeps a keystroke only if it is 0-9 and
 * offers no parser, so "٢" from an Arabic keyboard vanished and Enter stayed
 * on the page. Caught on the way down (onChangeCapture, above the tables), the
 * jumper's Arabic-Indic and Persian digits become Latin before antd reads them.
 */
export function latinJumperDigits(event: FormEvent<HTMLElement>): void {
  const input = event.target;
  if (!(input instanceof HTMLInputElement)) return;
  if (!input.closest('.ant-pagination-options-quick-jumper')) return;
  const latin = toLatinDigits(input.value);
  if (latin !== input.value) input.value = latin;
}
