import { z } from 'zod';
import {
  blankAsNull,
  contentDescription,
  contentTitle,
  idList,
  namedRef,
  optionalMediaUrl,
  optionalRef,
  pageQuery,
} from './content-fields';
import { epochMs } from './fields';
import { toFourDecimals } from './rules/four-decimals';
import { adminWrite, readOnlyFields } from './write-body';

/** A question with its correct options, for the admin's editor and preview. */
export const adminQuestionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  options: z.array(z.string()),
  correct: z.array(z.string()),
  score: z.number(),
  imageUrl: z.string().nullable(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const adminExamSchema = z.object({
  _id: z.string(),
  title: z.string(),
  discription: z.string(),
  isTimed: z.boolean(),
  startTime: epochMs.nullable(),
  endTime: epochMs.nullable(),
  prevCourse: z.array(namedRef),
  isForCenter: z.boolean(),
  solutionUrl: z.string().nullable(),
  /** A catalogue video showing the solution; it wins over `solutionUrl`. */
  video: namedRef.nullable(),
  /** Each student gets the questions in their own order, the same on every reload. */
  shuffleQuestions: z.boolean(),
  /** Each student gets every question's options in their own order. */
  shuffleOptions: z.boolean(),
  /** Null: every question; otherwise each student gets this many, drawn at random. */
  drawCount: z.number().int().nullable(),
  /** After the exam closes its students see the top ten (لوحة الشرف). */
  honourBoard: z.boolean(),
  /** The sum of every question's score; with a draw a student's own full score can be less. */
  totalScore: z.number(),
  questionCount: z.number().int(),
  /**
   * Read-only: how many stored results an edit of the exam affects (the editor
   * warns with it). A write may send it back; it is ignored.
   */
  resultsCount: z.number().int(),
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type AdminExam = z.infer<typeof adminExamSchema>;

/** `GET /admin/exams/{id}` and the answer of create and update. */
export const adminExamPageSchema = z.object({
  exam: adminExamSchema,
  questions: z.array(adminQuestionSchema),
});
export type AdminExamPage = z.infer<typeof adminExamPageSchema>;

export const adminExamsQuery = z.object({
  search: pageQuery.search,
  page: pageQuery.page,
  pageSize: pageQuery.pageSize,
});
export type AdminExamsQuery = z.input<typeof adminExamsQuery>;

/**
 * An exam as the admin list shows it: without its results count, which the
 * list would have to count over every listed exam's results, tens of
 * thousands after a close (decision 0248). The exam's own page has it.
 */
export const adminExamListItemSchema = adminExamSchema.omit({ resultsCount: true });
export type AdminExamListItem = z.infer<typeof adminExamListItemSchema>;

export const adminExamsResponse = z.object({
  exams: z.array(adminExamListItemSchema),
  count: z.number().int(),
});
export type AdminExamsResponse = z.infer<typeof adminExamsResponse>;

// Bounded so a stray value can never reach the database as an impossible date.
const year2000 = Date.UTC(2000, 0, 1);
const year2100 = Date.UTC(2100, 0, 1);

function examTime(label: string) {
  return z
    .number({ error: `${label} لازم يكون تاريخ` })
    .int({ error: `${label} لازم يكون تاريخ` })
    .min(year2000, { error: `${label} لازم يكون بعد سنة 2000` })
    .max(year2100, { error: `${label} لازم يكون قبل سنة 2100` });
}

const optionText = z
  .string({ error: 'كل اختيار لازم يكون كلام' })
  .trim()
  .min(1, { error: 'الاختيار مينفعش يكون فاضي' })
  .max(500, { error: 'الاختيار طويل جداً (أقصى حد 500 حرف)' });

/** One question of an exam's body; the editor checks each of its fields with this. */
export const questionBody = z
  .strictObject(
    {
      /** Present: update that question; absent: a new question. */
      _id: z.uuid({ error: 'رقم السؤال مش صحيح، حدّث الصفحة وحاول تاني' }).optional(),
      title: z
        .string({ error: 'نص السؤال مطلوب' })
        .trim()
        .min(1, { error: 'نص السؤال مطلوب' })
        .max(2000, { error: 'نص السؤال طويل جداً (أقصى حد 2000 حرف)' }),
      options: z
        .array(optionText, { error: 'اختيارات السؤال لازم تكون قائمة' })
        .min(2, { error: 'كل سؤال لازم يكون ليه اختيارين على الأقل' })
        .max(10, { error: 'أقصى عدد اختيارات للسؤال 10' })
        .refine((options) => new Set(options).size === options.length, {
          error: 'اختيارات السؤال الواحد لازم تكون مختلفة عن بعض',
        }),
      correct: z
        .array(optionText, { error: 'الإجابات الصحيحة لازم تكون قائمة' })
        .min(1, { error: 'اختار إجابة صحيحة واحدة على الأقل لكل سؤال' })
        .transform((correct) => [...new Set(correct)]),
      score: z
        .number({ error: 'درجة السؤال لازم تكون رقم' })
        .positive({ error: 'درجة السؤال لازم تكون أكبر من صفر', abort: true })
        // Smaller would round to 0 below, which the database refuses.
        .min(0.0001, { error: 'أقل درجة للسؤال 0.0001' })
        .max(1000, { error: 'درجة السؤال كبيرة جداً (أقصى حد 1000)' })
        // The database keeps four decimals: more is refused, never rounded away unseen.
        .refine((score) => Math.abs(score * 10_000 - Math.round(score * 10_000)) < 1e-6, {
          error: 'درجة السؤال أقصى حد 4 أرقام بعد العلامة (زي 1.25)',
        })
        // Only strips binary noise such as 0.30000000000000004.
        .transform(toFourDecimals),
      imageUrl: optionalMediaUrl('صورة السؤال').default(null),
    },
    { error: 'كل سؤال لازم يكون ليه نص واختيارات وإجابة صحيحة ودرجة' },
  )
  .refine((question) => question.correct.every((option) => question.options.includes(option)), {
    error: 'الإجابة الصحيحة لازم تكون واحدة من اختيارات السؤال',
  });
export type QuestionBody = z.input<typeof questionBody>;

const questionList = z
  .array(questionBody, { error: 'الأسئلة لازم تكون قائمة' })
  .max(300, { error: 'أقصى عدد أسئلة في الامتحان 300' })
  .refine(
    (questions) => {
      const ids = questions.flatMap((question) => (question._id ? [question._id] : []));
      return new Set(ids).size === ids.length;
    },
    { error: 'فيه سؤال متكرر في الامتحان' },
  );

export interface ExamTimingInput {
  isTimed: boolean;
  startTime: number | null;
  endTime: number | null;
}

/** One problem of an exam's timing and the field it belongs under in a form. */
export interface ExamTimingIssue {
  field: 'startTime' | 'endTime';
  message: string;
}

/** What is wrong with an exam's timing, if anything: one rule for create and for update. */
export function examTimingIssues(timing: ExamTimingInput): ExamTimingIssue[] {
  if (!timing.isTimed) return [];
  const issues: ExamTimingIssue[] = [];
  if (timing.startTime === null)
    issues.push({ field: 'startTime', message: 'ميعاد بداية الامتحان مطلوب للامتحان اللي بميعاد' });
  if (timing.endTime === null)
    issues.push({ field: 'endTime', message: 'ميعاد نهاية الامتحان مطلوب للامتحان اللي بميعاد' });
  if (timing.startTime !== null && timing.endTime !== null && timing.endTime <= timing.startTime)
    issues.push({ field: 'endTime', message: 'ميعاد نهاية الامتحان لازم يكون بعد ميعاد بدايته' });
  return issues;
}

export function examTimingProblems(timing: ExamTimingInput): string[] {
  return examTimingIssues(timing).map((issue) => issue.message);
}

/**
 * What is wrong with an exam's draw, if anything: one rule for create, update
 * and the editor. A draw of every question is allowed (it is no draw).
 */
export function examDrawProblems(exam: {
  drawCount: number | null;
  questionCount: number;
}): string[] {
  const { drawCount, questionCount } = exam;
  if (drawCount === null || drawCount <= questionCount) return [];
  return [
    `عدد الأسئلة اللي تتسحب لكل طالب (${drawCount}) أكبر من عدد أسئلة الامتحان (${questionCount})`,
  ];
}

const drawCount = blankAsNull(
  z
    .number({ error: 'عدد الأسئلة اللي تتسحب لازم يكون رقم' })
    .int({ error: 'عدد الأسئلة اللي تتسحب لازم يكون رقم صحيح' })
    .min(1, { error: 'عدد الأسئلة اللي تتسحب لازم يكون سؤال أو أكتر' })
    .max(300, { error: 'أقصى عدد أسئلة تتسحب 300' })
    .nullable(),
);

const examFields = {
  title: contentTitle('اسم الامتحان'),
  discription: contentDescription,
  isTimed: z.boolean({ error: 'اختار هل الامتحان بميعاد' }),
  startTime: blankAsNull(examTime('ميعاد بداية الامتحان').nullable()),
  endTime: blankAsNull(examTime('ميعاد نهاية الامتحان').nullable()),
  /** The exam's `prevCourse`: owning one of them opens the exam; none opens it to everyone. */
  courses: idList('اختار الكورسات من القائمة'),
  isForCenter: z.boolean({ error: 'اختار هل الامتحان للسنتر بس' }),
  solutionUrl: optionalMediaUrl('رابط فيديو الحل'),
  video: optionalRef('اختار فيديو الحل من القائمة'),
  shuffleQuestions: z.boolean({ error: 'اختار هل ترتيب الأسئلة يتلخبط لكل طالب' }),
  shuffleOptions: z.boolean({ error: 'اختار هل ترتيب الاختيارات يتلخبط لكل طالب' }),
  drawCount,
  honourBoard: z.boolean({ error: 'اختار هل لوحة الشرف تظهر' }),
  /** In order; see `PATCH` for how the list replaces the stored one. */
  questions: questionList,
};

const examReadOnly = [
  '_id',
  'totalScore',
  'questionCount',
  'resultsCount',
  'createdAt',
  'updatedAt',
] as const;
/** The spec names an exam's courses `prevCourse`, as its GET does; `courses` is kept too. */
const examAliases = { prevCourse: 'courses' };

/** `POST /admin/exams`. An untimed exam ignores startTime and endTime. */
export const examBody = adminWrite(
  z.object({
    ...readOnlyFields(...examReadOnly),
    ...examFields,
    prevCourse: examFields.courses.optional(),
    discription: examFields.discription.default(''),
    isTimed: examFields.isTimed.default(false),
    startTime: examFields.startTime.default(null),
    endTime: examFields.endTime.default(null),
    courses: examFields.courses.default([]),
    isForCenter: examFields.isForCenter.default(false),
    solutionUrl: examFields.solutionUrl.default(null),
    video: examFields.video.default(null),
    shuffleQuestions: examFields.shuffleQuestions.default(false),
    shuffleOptions: examFields.shuffleOptions.default(false),
    drawCount: examFields.drawCount.default(null),
    honourBoard: examFields.honourBoard.default(false),
    questions: examFields.questions.default([]),
  }),
  { readOnly: examReadOnly, aliases: examAliases },
).superRefine((exam, context) => {
  // Each problem names its field, so a form shows it under that field.
  for (const issue of examTimingIssues(exam))
    context.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
  const draw = { drawCount: exam.drawCount, questionCount: exam.questions.length };
  for (const message of examDrawProblems(draw))
    context.addIssue({ code: 'custom', message, path: ['drawCount'] });
});
export type ExamBody = z.input<typeof examBody>;

/**
 * `PATCH /admin/exams/{id}`: the fields sent replace the stored ones. `questions`,
 * when sent, is the whole list: a question with `_id` is updated, one without
 * is created, a stored one left out is deleted (old results then show it as deleted).
 */
export const examPatchBody = adminWrite(
  z
    .object({ ...readOnlyFields(...examReadOnly), ...examFields, prevCourse: examFields.courses })
    .partial(),
  { readOnly: examReadOnly, aliases: examAliases },
);
export type ExamPatchBody = z.input<typeof examPatchBody>;

/**
 * An exam's GET answers `{ exam, questions }`; a write takes that envelope
 * back as it came (design.md "Read/write symmetry") as well as the flat form.
 */
function fromExamPage(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('exam' in value)) return value;
  const { exam, questions, ...rest } = value as Record<string, unknown>;
  if (typeof exam !== 'object' || exam === null) return value;
  return { ...exam, ...rest, ...(questions === undefined ? {} : { questions }) };
}

/** `POST /admin/exams` as a route takes it: the flat body or a GET's envelope. */
export const examRequest = z.preprocess(fromExamPage, examBody);
/** `PATCH /admin/exams/{id}` as a route takes it: the flat body or a GET's envelope. */
export const examPatchRequest = z.preprocess(fromExamPage, examPatchBody);
