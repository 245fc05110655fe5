import type { AdminExamPage, AdminQuestion, AuditChanges } from '@sabora/contract';
import { changedFields } from '../audit/audit-changes';

/** What the audit trail keeps of an exam's settings: every field an admin can change. */
export function examAuditView({ exam }: AdminExamPage) {
  return {
    title: exam.title,
    discription: exam.discription,
    isTimed: exam.isTimed,
    startTime: exam.startTime,
    endTime: exam.endTime,
    isForCenter: exam.isForCenter,
    prevCourse: exam.prevCourse.map((course) => course.title),
    solutionUrl: exam.solutionUrl,
    video: exam.video?.title ?? null,
    shuffleQuestions: exam.shuffleQuestions,
    shuffleOptions: exam.shuffleOptions,
    drawCount: exam.drawCount,
    honourBoard: exam.honourBoard,
    questionCount: exam.questionCount,
    totalScore: exam.totalScore,
  };
}

/** A deleted exam is kept whole in its audit entry: its questions with their keys too. */
export function examDeletedView(page: AdminExamPage) {
  return {
    ...examAuditView(page),
    questions: page.questions.map(({ title, options, correct, score }) => ({
      title,
      options,
      correct,
      score,
    })),
  };
}

const questionParts = [
  ['title', 'النص'],
  ['options', 'الاختيارات'],
  ['correct', 'الإجابة الصحيحة'],
  ['score', 'الدرجة'],
  ['imageUrl', 'الصورة'],
] as const satisfies ReadonlyArray<readonly [keyof AdminQuestion, string]>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What changed in an exam's questions, one Arabic line each, numbered as the
 * admin sees them: changed and added ones by their new number, removed ones by their old.
 */
export function questionChanges(before: AdminQuestion[], after: AdminQuestion[]): string[] {
  const lines: string[] = [];
  const old = new Map(before.map((question) => [question._id, question]));
  after.forEach((question, index) => {
    const was = old.get(question._id);
    if (!was) {
      lines.push(`السؤال ${index + 1}: اتضاف`);
      return;
    }
    const parts = questionParts.filter(([key]) => !same(was[key], question[key]));
    if (parts.length > 0)
      lines.push(`السؤال ${index + 1}: اتغير ${parts.map(([, label]) => label).join(' و')}`);
  });
  const kept = new Set(after.map((question) => question._id));
  before.forEach((question, index) => {
    if (!kept.has(question._id)) lines.push(`السؤال ${index + 1} القديم: اتمسح`);
  });
  const keptOrder = (list: AdminQuestion[]) =>
    list.filter((question) => old.has(question._id) && kept.has(question._id)).map((q) => q._id);
  if (!same(keptOrder(before), keptOrder(after))) lines.push('ترتيب الأسئلة اتغير');
  return lines;
}

/** An exam update's changes: its settings field by field, its questions as one summary. */
export function examUpdateChanges(before: AdminExamPage, after: AdminExamPage): AuditChanges {
  const changes = changedFields(examAuditView(before), examAuditView(after));
  const questions = questionChanges(before.questions, after.questions);
  if (questions.length > 0) changes.questions = { before: null, after: questions.join('؛ ') };
  return changes;
}
