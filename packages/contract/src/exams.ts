import { z } from 'zod';
import { namedRef } from './content-fields';
import { epochMs } from './fields';
import { earlyResultSchema, resultDetailSchema } from './results';

/**
 * An exam as the video page lists it; never its questions or solution. Its times
 * are the student's own window when the teacher gave them one.
 */
export const examSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  isTimed: z.boolean(),
  startTime: epochMs.nullable(),
  endTime: epochMs.nullable(),
  isForCenter: z.boolean(),
});
export type ExamSummary = z.infer<typeof examSummarySchema>;

/** An item of `GET /shared/timed-exams` (the banner strip). */
export const timedExamSchema = z.object({
  _id: z.string(),
  title: z.string(),
  startTime: epochMs,
  endTime: epochMs,
  /** Link label: "enter exam" once started, otherwise "view exam". */
  started: z.boolean(),
  /** The viewer already submitted it: the link reads "submitted", never "enter". */
  submitted: z.boolean(),
});
export type TimedExam = z.infer<typeof timedExamSchema>;
export const timedExamsResponse = z.array(timedExamSchema);

/** The exam being taken, as a student sees it. */
export const studentExamSchema = z.object({
  _id: z.string(),
  title: z.string(),
  discription: z.string(),
  isTimed: z.boolean(),
  startTime: epochMs.nullable(),
  endTime: epochMs.nullable(),
  /** This student's full score: with a draw, of the questions they were given. */
  totalScore: z.number(),
  questionCount: z.number().int(),
  /**
   * The student's own window when the teacher gave them one; startTime and
   * endTime above are then already theirs.
   */
  override: z
    .object({
      extraMinutes: z.number().int(),
      startTime: epochMs.nullable(),
      endTime: epochMs.nullable(),
    })
    .nullable(),
});
export type StudentExam = z.infer<typeof studentExamSchema>;

/** A question as a student sees it, in their own order: how many options are correct, never which. */
export const studentQuestionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  options: z.array(z.string()),
  correctCount: z.number().int(),
  score: z.number(),
  imageUrl: z.string().nullable(),
});
export type StudentQuestion = z.infer<typeof studentQuestionSchema>;

/** Saved choices: `{questionId: selected options}`. */
export const examSelectionsSchema = z.record(z.string(), z.array(z.string()));
export type ExamSelections = z.infer<typeof examSelectionsSchema>;

// Every exam answer carries the server's time, so the page can correct the phone's clock.
const serverTime = { serverTime: epochMs };

export const earlyResultPage = z.object({ earlyResult: earlyResultSchema, ...serverTime });
export const resultPage = z.object({ result: resultDetailSchema, ...serverTime });
export const earlyExamPage = z.object({
  earlyExam: z.object({ title: z.string(), discription: z.string(), startTime: epochMs }),
  ...serverTime,
});
export const lateExamPage = z.object({ lateExam: z.object({ title: z.string() }), ...serverTime });
export const openExamPage = z.object({
  exam: studentExamSchema,
  questions: z.array(studentQuestionSchema),
  draft: examSelectionsSchema,
  ...serverTime,
});

/** `GET /user/exams/{id}`: one of five shapes, in design.md's "Exam state" order. */
export const examPageResponse = z.union([
  earlyResultPage,
  resultPage,
  earlyExamPage,
  lateExamPage,
  openExamPage,
]);
export type ExamPageResponse = z.infer<typeof examPageResponse>;

/** `POST /user/exams/{id}`: hidden until the exam closes, then the graded result. */
export const submitExamResponse = z.union([earlyResultPage, resultPage]);
export type SubmitExamResponse = z.infer<typeof submitExamResponse>;

/**
 * One selected option, in the spec's shape. A client may also send `correct`
 * and `score`; they are accepted and ignored, the server grades from the
 * stored questions.
 */
export const answerEntrySchema = z.object({
  question: z.uuid({ error: 'رقم السؤال في الإجابات مش صحيح، حدّث الصفحة وحاول تاني' }),
  exam: z.uuid({ error: 'رقم الامتحان في الإجابات مش صحيح، حدّث الصفحة وحاول تاني' }),
  selected: z
    .string({ error: 'الإجابة المختارة لازم تكون كلام' })
    .max(1000, { error: 'الإجابة المختارة طويلة جداً' }),
  correct: z.unknown().optional(),
  score: z.unknown().optional(),
});
export type AnswerEntry = z.input<typeof answerEntrySchema>;

/** Body of `POST /user/exams/{id}` and `PUT /user/exams/{id}/draft`. */
export const answerEntriesBody = z
  .array(answerEntrySchema, { error: 'الإجابات لازم تتبعت كقائمة' })
  .max(3000, { error: 'عدد الإجابات المبعوتة كبير جداً' });
export type AnswerEntries = z.input<typeof answerEntriesBody>;

/** `PUT /user/exams/{id}/draft`. */
export const draftSavedResponse = z.object({ savedAt: epochMs });
export type DraftSaved = z.infer<typeof draftSavedResponse>;

/**
 * `GET /user|admin/exam-solution/{id}`. `url` is missing until the student
 * has a result and the exam has closed: the page then warns "solve the exam first".
 */
export const examSolutionResponse = z.object({
  exam: namedRef,
  video: z.object({ url: z.string().optional(), imageUrl: z.string().nullable() }),
});
export type ExamSolution = z.infer<typeof examSolutionResponse>;

/** Turns the page's choices into the spec's answer entries, one per selected option. */
export function answerEntriesOf(examId: string, selections: ExamSelections): AnswerEntry[] {
  return Object.entries(selections).flatMap(([question, selected]) =>
    selected.map((option) => ({ question, exam: examId, selected: option })),
  );
}
