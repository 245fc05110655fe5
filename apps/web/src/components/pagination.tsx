import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { toLatinDigits } from '@sabora/contract';
import type { KeyboardEvent, ReactNode } from 'react';
import { messages } from '@/i18n/messages';
import { clampPage, defaultPageSize } from '@/lib/pagination';
import { usePageWithinTotal } from '@/lib/use-page-within-total';
import './pagination.css';

const copy = messages.common;

interface PaginationProps {
  page: number;
  total: number;
  onChange: (page: number) => void;
  pageSize?: number;
  className?: string;
}

type Item = number | 'prev-five' | 'next-five';

/** antd's page list: all pages up to nine, else the first, the last and two either side of the current. */
export function pageItems(page: number, last: number): Item[] {
  if (last <= 9) return Array.from({ length: last }, (_, index) => index + 1);
  const left = last - page <= 2 ? last - 4 : Math.max(2, page - 2);
  const right = page - 1 <= 2 ? 5 : Math.min(last - 1, page + 2);
  const middle = Array.from({ length: right - left + 1 }, (_, index) => left + index);
  // One hidden page is shown rather than replaced by the dots.
  const before: Item[] = left === 3 ? [2] : left > 3 ? ['prev-five'] : [];
  const after: Item[] = right === last - 2 ? [last - 1] : right < last - 2 ? ['next-five'] : [];
  return [1, ...before, ...middle, ...after, last];
}

/**
 * The spec's pagination drawn like antd's (decision 0070): hidden with one page,
 * the shown range "from–to of total", the pages, and a quick jumper.
 */
export function Pagination({
  page,
  total,
  onChange,
  pageSize = defaultPageSize,
  className,
}: PaginationProps) {
  // Drawn once the total is in, so it is settled.
  usePageWithinTotal({ page, total, pageSize, onChange, settled: true });
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last === 1) return null;
  const go = (next: number) => {
    const clamped = clampPage(next, total, pageSize);
    if (clamped !== page) onChange(clamped);
  };
  const jump = (event: KeyboardEvent<HTMLInputElement>) => {
    const typed = toLatinDigits(event.currentTarget.value).trim();
    if (event.key !== 'Enter' || !/^\d+$/.test(typed)) return;
    go(Number(typed));
    event.currentTarget.value = '';
  };
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);

  const button = (key: string, label: string | undefined, target: number, child: ReactNode) => (
    <li key={key}>
      <button
        type="button"
        className={`pagination__item${target === page && typeof child === 'number' ? ' pagination__item--active' : ''}`}
        aria-label={label}
        aria-current={target === page && typeof child === 'number' ? 'page' : undefined}
        disabled={target < 1 || target > last}
        onClick={() => {
          go(target);
        }}
      >
        {child}
      </button>
    </li>
  );

  return (
    <ul className={`pagination${className ? ` ${className}` : ''}`}>
      <li className="pagination__total">{copy.pageRange(from, to, total)}</li>
      {/* Right-to-left: the previous page sits on the right, its arrow points right. */}
      {button('prev', copy.prevPage, page - 1, <RightOutlined />)}
      {pageItems(page, last).map((item) =>
        item === 'prev-five'
          ? button(item, copy.prevFive, Math.max(1, page - 5), '•••')
          : item === 'next-five'
            ? button(item, copy.nextFive, Math.min(last, page + 5), '•••')
            : button(String(item), undefined, item, item),
      )}
      {button('next', copy.nextPage, page + 1, <LeftOutlined />)}
      <li className="pagination__jumper">
        {copy.jumpTo}
        {/* Text, not a number field: that one drops "٢" from an Arabic keyboard. */}
        <input type="text" inputMode="numeric" aria-label={copy.page} onKeyDown={jump} />
        {copy.page}
      </li>
    </ul>
  );
}
