import {
  acceptsSubmission,
  examAccess,
  examClosesAt,
  examState,
  isExamWindowOpen,
  mayRevealAnswers,
  studentTiming,
  type AnswerEntry,
  type DraftSaved,
  type ExamPageResponse,
  type ExamTiming,
  type ExamWindowOverride,
  type ExamSolution,
  type HonourBoardResponse,
  type SubmitExamResponse,
  type StudentViewer,
  type TimedExam,
  type Viewer,
} from '@sabora/contract';
import type { ExamRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/http-errors';
import { messages } from '../../messages';
import { toCourseDto } from '../courses/course-dto';
import type { ResultsService } from '../results/results.service';
import { hasPersonalPapers, studentPaper, timingOf } from '../exams/exam-dto';
import { checkedSubmission } from './exam-grading';
import {
  examPageTag,
  personalHead,
  type ExamPageBody,
  type ExamPageCache,
} from '../exams/exam-page-cache';
import type { ExamsRepository } from '../exams/exams.repository';
import type { KeptExams } from '../exams/kept-exams';
import { solutionVideoOf } from '../exams/solution-video';
import type { StudentStateReads } from './student-state-reads';
import type { SubmissionsRepository } from './submissions.repository';
import type { SubmitBatcher } from './submit-batcher';

interface Deps {
  exams: ExamsRepository;
  kept: KeptExams;
  states: StudentStateReads;
  submissions: SubmissionsRepository;
  /** Stores submits, several students' in one statement at an exam's close. */
  submits: SubmitBatcher;
  results: ResultsService;
  cache: ExamPageCache;
  clock: Clock;
  graceMs: number;
}

/** The student asking: their id, and what the access rules need to know of them. */
export interface StudentCaller {
  id: string;
  viewer: StudentViewer;
}

/**
 * The exam page: an open exam comes pre-serialized with its tag (the hot path
 * of an exam's start), every other state as an object for the route to serialize.
 */
export type ExamPageAnswer =
  { kind: 'open'; body: ExamPageBody; tag: string } | { kind: 'state'; page: ExamPageResponse };

/** An exam as one student takes it. */
interface StudentsExam {
  row: ExamRow;
  override: ExamWindowOverride | null;
  /** The exam's timing moved by the student's own window. */
  timing: ExamTiming;
}

export type ExamTakingService = ReturnType<typeof createExamTakingService>;

/** The students' side of exams: the banner, the exam page, drafts, submitting, the solution. */
export function createExamTakingService(deps: Deps) {
  const { exams, kept, states, submissions, submits, results, cache, clock, graceMs } = deps;

  /**
   * The exam (kept in memory) once the student passed the access rule, with
   * the timing every rule is asked with for this student: the exam's, moved
   * by their own window if they have one. 404 / 403 otherwise.
   */
  async function accessibleExam(student: StudentCaller, examId: string): Promise<StudentsExam> {
    const found = await kept.get(examId);
    if (!found) throw notFound(messages.examNotFound);
    const access = examAccess(
      found.row,
      found.courses.map(toCourseDto),
      student.viewer,
      clock.now(),
    );
    if (access.kind === 'center-only') throw forbidden(messages.examCenterOnly);
    if (access.kind === 'no-course') throw forbidden(messages.examLocked);
    if (access.kind === 'sign-in') throw unauthorized();
    const override = found.overrides.get(student.id) ?? null;
    return { row: found.row, override, timing: studentTiming(timingOf(found.row), override) };
  }

  /** The questions this student was given, in their order: what they answer and are graded on. */
  async function paperFor(exam: StudentsExam, userId: string) {
    const shared = await cache.shared(exam.row);
    return { shared, paper: studentPaper(exam.row, shared.questions, userId) };
  }

  /** The student's result and draft; an exam deleted since it was kept is not found. */
  async function stateOf(examId: string, userId: string) {
    const state = await states.of(examId, userId);
    if (!state) throw notFound(messages.examNotFound);
    return state;
  }

  /** Refuses answers outside the window, naming which side of it the student is on. */
  function assertTakingAnswers(timing: ExamTiming, now: number): void {
    if (acceptsSubmission(timing, now, graceMs)) return;
    const early = timing.startTime !== null && now < timing.startTime;
    throw conflict(early ? messages.examNotStarted : messages.examEnded);
  }

  async function resultAnswer(
    timing: ExamTiming,
    result: { id: string; submittedAt: Date },
    now: number,
  ): Promise<SubmitExamResponse> {
    if (!mayRevealAnswers(timing, now, graceMs)) {
      // A hidden result only exists for a timed exam, which always closes.
      const revealAt = examClosesAt(timing, graceMs)!;
      const earlyResult = { submittedAt: result.submittedAt.getTime(), revealAt };
      return { earlyResult, serverTime: now };
    }
    return { result: await results.ownDetail(result.id), serverTime: now };
  }

  return {
    /**
     * `GET /shared/timed-exams`: exams still open or upcoming that the viewer may
     * enter, each saying whether this student already submitted it.
     */
    async timedExams(viewer: Viewer, studentId?: string): Promise<TimedExam[]> {
      if (viewer.kind === 'visitor') return [];
      const now = clock.now();
      const open = await exams.timedOpenAfter(now, graceMs, studentId);
      const allowed = open.flatMap(({ row, courses, override }) => {
        if (examAccess(row, courses.map(toCourseDto), viewer, now).kind !== 'open') return [];
        // The student's own window: listed while it is open, with their own times.
        const timing = studentTiming(timingOf(row), override);
        return isExamWindowOpen(timing, now, graceMs) ? [{ row, timing }] : [];
      });
      return Promise.all(
        allowed.map(async ({ row, timing }) => {
          const state = studentId ? await states.of(row.id, studentId) : undefined;
          return {
            _id: row.id,
            title: row.title,
            // A timed exam always has both times.
            startTime: timing.startTime!,
            endTime: timing.endTime!,
            started: timing.startTime! <= now,
            submitted: state?.result !== undefined,
          };
        }),
      );
    },

    /** `GET /user/exams/{id}`, in design.md's "Exam state" order. */
    async page(student: StudentCaller, examId: string): Promise<ExamPageAnswer> {
      const exam = await accessibleExam(student, examId);
      const { row, timing, override } = exam;
      const state = await stateOf(examId, student.id);
      const { result } = state;
      const now = clock.now();
      const answer = (page: ExamPageResponse) => ({ kind: 'state' as const, page });
      switch (examState(timing, result !== undefined, now, graceMs)) {
        case 'earlyResult':
        case 'result':
          return answer(await resultAnswer(timing, result!, now));
        case 'earlyExam':
          return answer({
            earlyExam: {
              title: row.title,
              discription: row.description,
              // earlyExam is only answered before a timed exam's start.
              startTime: timing.startTime!,
            },
            serverTime: now,
          });
        case 'lateExam':
          return answer({ lateExam: { title: row.title }, serverTime: now });
        case 'open': {
          const { shared, paper } = await paperFor(exam, student.id);
          // Most students share one page; a paper or a window of their own needs its own.
          const head =
            override || hasPersonalPapers(row, shared.questions.length)
              ? personalHead(row, paper, override)
              : shared;
          const draft = JSON.stringify(state.draft ?? {});
          return {
            kind: 'open',
            body: { head, tail: `"draft":${draft},"serverTime":${now}}` },
            tag: examPageTag(head, draft),
          };
        }
      }
    },

    /** `PUT /user/exams/{id}/draft`: checked like a submit, then kept for the deadline. */
    async saveDraft(
      student: StudentCaller,
      examId: string,
      entries: readonly AnswerEntry[],
    ): Promise<DraftSaved> {
      const exam = await accessibleExam(student, examId);
      const now = clock.now();
      assertTakingAnswers(exam.timing, now);
      const { paper } = await paperFor(exam, student.id);
      const { selections } = checkedSubmission(examId, paper, entries);
      const saved = await submissions.saveDraft(
        examId,
        student.id,
        Object.fromEntries(selections),
        new Date(now),
      );
      if (!saved) throw conflict(messages.examAlreadySubmitted);
      return { savedAt: now };
    },

    /**
     * `POST /user/exams/{id}`. A student who already has a result gets it back
     * unchanged, whatever they send and whenever they send it.
     */
    async submit(
      student: StudentCaller,
      examId: string,
      entries: readonly AnswerEntry[],
    ): Promise<SubmitExamResponse> {
      const exam = await accessibleExam(student, examId);
      const { timing } = exam;
      const now = clock.now();
      // Inside the window the result check is left to the unique key the
      // insert goes through: at an exam's close that saves every submit a read.
      const earlier = async () => {
        const result = await submissions.findResult(examId, student.id);
        return result && resultAnswer(timing, result, now);
      };
      if (!acceptsSubmission(timing, now, graceMs)) {
        const answer = await earlier();
        if (answer) return answer;
        assertTakingAnswers(timing, now);
      }
      const { shared, paper: stored } = await paperFor(exam, student.id);
      let checked: ReturnType<typeof checkedSubmission>;
      try {
        checked = checkedSubmission(examId, stored, entries);
      } catch (refusal) {
        const answer = await earlier();
        if (answer) return answer;
        throw refusal;
      }
      const saved = await submits.submit({
        examId,
        userId: student.id,
        graded: checked.graded,
        gradedAgainst: shared.questions,
        submittedAt: new Date(now),
      });
      return resultAnswer(timing, saved, now);
    },

    /**
     * `GET /user/exams/{id}/honour-board` (decision 0161): once the exam has
     * closed for everyone but those given a window of their own, and for the
     * caller too. An untimed exam never closes, so it has no board.
     */
    async honourBoard(student: StudentCaller, examId: string): Promise<HonourBoardResponse> {
      const exam = await accessibleExam(student, examId);
      if (!exam.row.honourBoard) throw notFound(messages.honourBoardOff);
      if (!exam.row.isTimed) throw conflict(messages.honourBoardUntimed);
      const now = clock.now();
      const stillOpen = [timingOf(exam.row), exam.timing].some((timing) =>
        isExamWindowOpen(timing, now, graceMs),
      );
      if (stillOpen) throw conflict(messages.honourBoardNotYet);
      return results.honourBoard(examId);
    },

    /** `GET /user/exam-solution/{id}`: the address only after a result and the exam's close. */
    async solution(student: StudentCaller, examId: string): Promise<ExamSolution> {
      const [record, result] = await Promise.all([
        exams.findWithSolutionVideo(examId),
        submissions.findResult(examId, student.id),
      ]);
      if (!record) throw notFound(messages.examNotFound);
      const video = solutionVideoOf(record);
      if (!video) throw notFound(messages.noSolution);
      const solved = result !== undefined;
      const override = (await kept.get(examId))?.overrides.get(student.id) ?? null;
      const timing = studentTiming(timingOf(record.row), override);
      const open = solved && mayRevealAnswers(timing, clock.now(), graceMs);
      const exam = { _id: record.row.id, title: record.row.title };
      return { exam, video: open ? video : { imageUrl: video.imageUrl } };
    },
  };
}
