import { and, gte, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf, type Executor } from '../../db/executor';
import {
  analyticsDayFigures,
  analyticsDayVersions,
  bills,
  results,
  users,
  walletEntries,
} from '../../db/schema/index';
import { addDays, cairoDayStart, cairoTimeZone } from '../../lib/cairo-days';

export interface TimeRange {
  from: Date;
  to: Date;
}

/** What analytics sums, one row per Cairo day, figure and key (see `analyticsDayFigures`). */
export interface DayFigure {
  day: string;
  figure: string;
  key: string;
  count: number;
  amount: number;
}

const cairo = sql.raw(`'${cairoTimeZone}'`);
const cairoDayOf = (column: AnyColumn) => sql`(${column} at time zone ${cairo})::date`;

// The summary never holds today or yesterday in the database's calendar: a
// writer leaves its own today's version alone (migration 0015), and only a
// transaction open for a whole day could still be writing the day before.
export const settledBefore = sql`(now() at time zone ${cairo})::date - 1`;

const inRanges = (column: AnyColumn, ranges: TimeRange[]): SQL =>
  or(...ranges.map((range) => and(gte(column, range.from), lt(column, range.to))))!;

/**
 * The figures of every Cairo day with an instant in `ranges`, from the rows
 * themselves: what the summary stores for a whole day and what a live part of
 * a range is read from. Columns: day, figure, key, count, amount, score_sum,
 * percent_sum, percent_count. Results of a deleted exam are left out.
 */
export function liveDayFigures(ranges: TimeRange[]): SQL {
  if (ranges.length === 0) {
    return sql`select null::date as day, null::text as figure, null::text as key, 0::bigint as count,
      0::bigint as amount, 0::numeric as score_sum, 0::numeric as percent_sum,
      0::bigint as percent_count where false`;
  }
  const percent = sql`${results.score} * 100 / nullif(${results.totalScore}, 0)`;
  return sql`
    select ${cairoDayOf(users.createdAt)} as day, 'registrations' as figure, '' as key,
      count(*) as count, 0::bigint as amount, 0::numeric as score_sum,
      0::numeric as percent_sum, 0::bigint as percent_count
    from ${users} where ${inRanges(users.createdAt, ranges)} group by 1
    union all
    select ${cairoDayOf(bills.createdAt)}, 'bill', ${bills.method}::text,
      count(*), sum(${bills.amount}), 0, 0, 0
    from ${bills} where ${inRanges(bills.createdAt, ranges)} group by 1, 3
    union all
    select ${cairoDayOf(walletEntries.createdAt)}, ${walletEntries.kind}::text, '',
      count(*), sum(${walletEntries.amount}), 0, 0, 0
    from ${walletEntries}
    where ${walletEntries.kind} in ('code', 'purchase') and ${inRanges(walletEntries.createdAt, ranges)}
    group by 1, 2
    union all
    select ${cairoDayOf(results.submittedAt)}, 'exam', ${results.examId}::text,
      count(*), 0, sum(${results.score}), coalesce(sum(${percent}), 0), count(${percent})
    from ${results}
    where ${results.examId} is not null and ${inRanges(results.submittedAt, ranges)}
    group by 1, 3`;
}

/** The current version of the day in `day` (a column or value); 0 before any change. */
const versionOf = (day: SQL | AnyColumn) =>
  sql`coalesce((select ${analyticsDayVersions.version} from ${analyticsDayVersions}
    where ${analyticsDayVersions.day} = ${day}), 0)`;

/** Days in [fromDay, toDay) whose summary is current, in order (`YYYY-MM-DD`). */
export async function summarisedDays(db: Executor, fromDay: string, toDay: string) {
  const rows = await db
    .select({ day: analyticsDayFigures.day })
    .from(analyticsDayFigures)
    .where(
      and(
        sql`${analyticsDayFigures.figure} = 'day'`,
        gte(analyticsDayFigures.day, fromDay),
        lt(analyticsDayFigures.day, toDay),
        sql`${analyticsDayFigures.version} = ${versionOf(analyticsDayFigures.day)}`,
      ),
    )
    .orderBy(analyticsDayFigures.day);
  return rows.map((row) => row.day);
}

/** The summary's rows of `days` that belong to the days' current version. */
export function summaryFigures(days: string[]): SQL {
  const f = analyticsDayFigures;
  return sql`
    select ${f.day}, ${f.figure}, ${f.key}, ${f.count}, ${f.amount}, ${f.scoreSum},
      ${f.percentSum}, ${f.percentCount}
    from ${f}
    where ${f.day} = any(${`{${days.join(',')}}`}::date[]) and ${f.figure} <> 'day'
      and ${f.version} = ${versionOf(f.day)}`;
}

/** The settled days of [fromDay, toDay) without a current summary, in order. */
async function missingDays(db: Executor, fromDay: string, toDay: string): Promise<string[]> {
  const f = analyticsDayFigures;
  const rows = await rowsOf<{ day: string }>(
    db,
    sql`
    select wanted::date::text as day
    from generate_series(${fromDay}::date, ${toDay}::date - 1, interval '1 day') as wanted
    where wanted::date < ${settledBefore}
      and not exists (select from ${f} where ${f.day} = wanted::date and ${f.figure} = 'day'
        and ${f.version} = ${versionOf(sql`wanted::date`)})
    order by 1`,
  );
  return rows.map((row) => row.day);
}

// An arbitrary constant every API process agrees on.
const summariserLockKey = 72_616_186;

/**
 * Summarises the settled days of [fromDay, toDay) that have no current
 * summary. The figures and the versions they are filed under are read by one
 * statement, so from one snapshot: a writer that commits after it has bumped
 * a version the stored rows do not carry, and they are read as stale.
 * Summarisers take turns (an advisory lock; writers never take it), so two
 * never lock the same summary rows in opposite orders.
 */
export async function summariseDays(db: Database, fromDay: string, toDay: string) {
  if ((await missingDays(db, fromDay, toDay)).length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${summariserLockKey})`);
    const days = await missingDays(tx, fromDay, toDay);
    const first = days[0];
    const last = days.at(-1);
    if (first === undefined || last === undefined) return;
    const f = analyticsDayFigures;
    // Rows of a version that can never be current again (versions only grow).
    await tx.execute(sql`
      delete from ${f} where ${f.day} between ${first}::date and ${last}::date
        and ${f.version} < ${versionOf(f.day)}`);
    const span = {
      from: new Date(cairoDayStart(first)),
      to: new Date(cairoDayStart(addDays(last, 1))),
    };
    const computed = sql`
      select live.day, live.figure, live.key, live.count, live.amount, live.score_sum,
        live.percent_sum, live.percent_count
      from (${liveDayFigures([span])}) as live
      union all
      select marked::date, 'day', '', 0, 0, 0, 0, 0
      from generate_series(${first}::date, ${last}::date, interval '1 day') as marked`;
    await tx.execute(sql`
      insert into ${f} (day, figure, key, version, count, amount, score_sum, percent_sum, percent_count)
      select figures.day, figures.figure, figures.key, ${versionOf(sql`figures.day`)},
        figures.count, figures.amount, figures.score_sum, figures.percent_sum, figures.percent_count
      from (${computed}) as figures
      where figures.day < ${settledBefore}
      on conflict (day, figure, key) do update set
        version = excluded.version, count = excluded.count, amount = excluded.amount,
        score_sum = excluded.score_sum, percent_sum = excluded.percent_sum,
        percent_count = excluded.percent_count
      where excluded.version >= ${f}.version`);
  });
}
