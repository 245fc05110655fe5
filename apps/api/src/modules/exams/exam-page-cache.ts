import { createHash } from 'node:crypto';
import type { ExamWindowOverride } from '@sabora/contract';
import type { ExamRow, QuestionRow } from '../../db/schema/index';
import { gzipHead, gzipWithTail, type GzipHead } from '../../lib/gzip-splice';
import { toStudentExam, toStudentQuestion } from './exam-dto';
import type { ExamsRepository } from './exams.repository';

/** `{"exam":…,"questions":…,` : the exam page up to the student's draft and the time. */
export interface PageHead {
  head: string;
  /**
   * `head` gzip-compressed once, for every student's page to continue
   * (decision 0106); null for a page only one student gets.
   */
  gzipHead: GzipHead | null;
  /** Changes whenever anything in `head` does. */
  digest: string;
}

/** What every student of one exam gets alike: graded against, and sent pre-serialized. */
export interface SharedExam extends PageHead {
  /** In the admin's order: every student's paper is cut from these. */
  questions: QuestionRow[];
}

// Enough for every exam running at once; the oldest entry goes first beyond that.
const maxEntries = 500;

const digestOf = (text: string) =>
  createHash('sha256').update(text).digest('base64url').slice(0, 22);

const headOf = (row: ExamRow, paper: readonly QuestionRow[], override: ExamWindowOverride | null) =>
  `{"exam":${JSON.stringify(toStudentExam(row, paper, override))},"questions":${JSON.stringify(paper.map(toStudentQuestion))},`;

/**
 * The head of a page only one student gets: their own paper (shuffled or
 * drawn) or their own window. Compressed by the compression plugin as usual.
 */
export function personalHead(
  row: ExamRow,
  paper: readonly QuestionRow[],
  override: ExamWindowOverride | null,
): PageHead {
  const head = headOf(row, paper, override);
  return { head, gzipHead: null, digest: digestOf(head) };
}

/**
 * Keeps each exam's questions and its serialized shared payload, so the exam
 * open and close storms read the questions once rather than on every call.
 * An entry is used only while the exam row it was built from is still current
 * (its updated_at, which every admin edit bumps, even in another API process);
 * the admin service also drops it on edit, for edits within the same millisecond.
 */
export function createExamPageCache(exams: ExamsRepository) {
  const entries = new Map<string, { updatedAt: number; shared: Promise<SharedExam> }>();

  async function build(row: ExamRow): Promise<SharedExam> {
    const questions = await exams.questionsOf(row.id);
    const head = headOf(row, questions, null);
    return { questions, head, gzipHead: gzipHead(head), digest: digestOf(head) };
  }

  return {
    shared(row: ExamRow): Promise<SharedExam> {
      const entry = entries.get(row.id);
      if (entry && entry.updatedAt === row.updatedAt.getTime()) return entry.shared;
      const shared = build(row);
      entries.delete(row.id);
      entries.set(row.id, { updatedAt: row.updatedAt.getTime(), shared });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      // A failed read must not stay cached.
      shared.catch(() => {
        if (entries.get(row.id)?.shared === shared) entries.delete(row.id);
      });
      return shared;
    },

    invalidate(examId: string): void {
      entries.delete(examId);
    },
  };
}

export type ExamPageCache = ReturnType<typeof createExamPageCache>;

/** One student's exam page: the (usually shared) head and their own tail (draft and server time). */
export interface ExamPageBody {
  head: PageHead;
  tail: string;
}

export const plainExamPage = (body: ExamPageBody): string => body.head.head + body.tail;

/**
 * The page in gzip with no compressor run: the tail is appended to the head's
 * blocks. Null when the head is the student's own and was never compressed.
 */
export const gzippedExamPage = (body: ExamPageBody): Buffer | null =>
  body.head.gzipHead && gzipWithTail(body.head.gzipHead, body.tail);

/**
 * A weak tag: pages differ in serverTime only, which a revalidating client
 * takes from the time call. The draft is the student's own, so it is part of the tag.
 */
export function examPageTag(head: PageHead, draftJson: string): string {
  return `W/"${digestOf(`${head.digest}.${draftJson}`)}"`;
}

/** Whether an If-None-Match header names the tag (weak comparison, RFC 9110 §13.1.2). */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => opaque(candidate) === opaque(tag));
}
