import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/executor';
import { examDrafts, examFigures, examOverrides, exams, results } from '../../db/schema/index';
import { ownEnd } from '../exam-taking/submissions.repository';

export type ClosedExamsRepository = ReturnType<typeof createClosedExamsRepository>;

/** A closed exam whose figures were not kept since its close. */
export interface ClosedExam {
  id: string;
  /** The exam's version, as the statistics' key holds it. */
  version: number;
}

/** When a timed exam's last window ends: its own end, or a later one an override gave. */
const closesAt = sql`greatest(${exams.endTime}, (
  select max(${ownEnd(examOverrides)}) from ${examOverrides}
  where ${examOverrides.examId} = ${exams.id}))`;

/** Timed exams that are over for everyone, and what keeping their figures claims. */
export function createClosedExamsRepository(db: Database) {
  return {
    /**
     * Timed exams whose every window ended by `closedBy`, with results, no
     * draft left for the sweeper, and no figures kept since that close;
     * the latest closes first.
     */
    async due(closedBy: Date, limit: number): Promise<ClosedExam[]> {
      const at = sql`${closedBy.toISOString()}::timestamptz`;
      const rows = await rowsOf<{ id: string; version: string }>(
        db,
        sql`select c.id, c.version from (
          select ${exams.id} as id, (extract(epoch from ${exams.updatedAt}) * 1000)::bigint::text
            as version, ${closesAt} as closes_at
          from ${exams}
          where ${exams.isTimed} and ${exams.endTime} <= ${at}
        ) c
        where c.closes_at <= ${at}
          and not exists (select 1 from ${examFigures} f
            where f.exam_id = c.id and f.kept_for_close = c.closes_at)
          and not exists (select 1 from ${examDrafts} d where d.exam_id = c.id)
          and exists (select 1 from ${results} r where r.exam_id = c.id)
        order by c.closes_at desc, c.id
        limit ${limit}`,
      );
      return rows.map((row) => ({ id: row.id, version: Number(row.version) }));
    },

    /**
     * Claims the exam's present close for one process: true for the one whose
     * write moved `kept_for_close` to it. A row not there yet is made with
     * no figures (a key no reading has), so it answers no one.
     */
    async claim(examId: string): Promise<boolean> {
      const rows = await rowsOf<{ exam_id: string }>(
        db,
        sql`insert into ${examFigures} (exam_id, key, figures, kept_for_close)
        select ${exams.id}, '', '{}'::jsonb, ${closesAt} from ${exams} where ${exams.id} = ${examId}
        on conflict (exam_id) do update set kept_for_close = excluded.kept_for_close
          where ${examFigures.keptForClose} is distinct from excluded.kept_for_close
        returning exam_id`,
      );
      return rows.length > 0;
    },
  };
}
