import { and, lte, not, type Column, type SQL } from 'drizzle-orm';
import type { Viewer } from '@sabora/contract';

/**
 * The visibility rule (contract rules/access.ts) as a WHERE clause, so lists
 * read only rows that can be shown. The rule is still applied to what comes
 * back: SQL narrows, the rule decides.
 */
export function shownWhere(
  columns: { showDate: Column; isForCenter: Column },
  viewer: Viewer,
  now: number,
): SQL | undefined {
  if (viewer.kind === 'admin') return undefined;
  const student = viewer.kind === 'student' ? viewer : undefined;
  return and(
    student?.showHidden ? undefined : lte(columns.showDate, new Date(now)),
    student?.attendanceType === 'center' ? undefined : not(columns.isForCenter),
  );
}
