import type { ExamSelections } from '@sabora/contract';
import { answersBody, call, type ExamQuestion, type Student } from './http-client';
import { sleep } from './server-process';

/**
 * Every draft a student saves is a numbered version, written into the choices
 * of the first and third questions (option index and bit mask), so the graded
 * result tells which version the server kept. A submit is version 0.
 */
export function versionSelections(questions: ExamQuestion[], version: number): ExamSelections {
  const [first, second, third] = questions as [ExamQuestion, ExamQuestion, ExamQuestion];
  return {
    [first.id]: [first.options[version >> 4]!],
    [second.id]: [second.options[0]!, second.options[2]!],
    [third.id]: third.options.filter((_option, bit) => (version >> bit) & 1),
  };
}

export function versionOf(questions: ExamQuestion[], selected: Map<string, string[]>): number {
  const [first, , third] = questions as [ExamQuestion, ExamQuestion, ExamQuestion];
  const high = first.options.indexOf(selected.get(first.id)?.[0] ?? '');
  const chosen = selected.get(third.id) ?? [];
  const low = third.options.reduce(
    (mask, option, bit) => mask | (chosen.includes(option) ? 1 << bit : 0),
    0,
  );
  return (high << 4) | low;
}

export const maxDraftVersion = 63;

export interface StudentLog {
  student: Student;
  role: 'drafter' | 'submitter';
  sentVersions: number[];
  ackedVersions: number[];
  submitSent: boolean;
  submitAcked: boolean;
  /** Calls that got no answer or a 5xx: expected only while the server or database is down. */
  failures: number;
  /** Why calls failed (status or "no answer") and how often. */
  failedWith: Record<string, number>;
}

export interface StormOptions {
  baseUrl: string;
  exam: { id: string; questions: ExamQuestion[] };
  endTime: number;
  graceMs: number;
  students: Student[];
}

/**
 * Half the students save drafts until the exam closes and never submit (the
 * sweeper must grade them); the other half save a little and submit at a
 * random moment before the end, retrying until the server acknowledges.
 * The logs fill in as the storm goes.
 */
export function runStorm(options: StormOptions): { logs: StudentLog[]; done: Promise<void> } {
  const logs = options.students.map((student, index): StudentLog => ({
    student,
    role: index % 2 === 0 ? 'drafter' : 'submitter',
    sentVersions: [],
    ackedVersions: [],
    submitSent: false,
    submitAcked: false,
    failures: 0,
    failedWith: {},
  }));
  const done = Promise.all(logs.map((log) => runStudent(options, log))).then(() => undefined);
  return { logs, done };
}

export const acknowledged = (log: StudentLog) => log.ackedVersions.length > 0 || log.submitAcked;

async function runStudent(options: StormOptions, log: StudentLog): Promise<void> {
  const { baseUrl, exam, endTime, graceMs } = options;
  const { token, ip } = log.student;
  const started = Date.now();
  const submitAt =
    log.role === 'submitter'
      ? started + 500 + Math.random() * (endTime - started - 1000)
      : Infinity;
  // A failed save is sent again as it was (it may have been stored): the version moves on once acknowledged.
  let version = 1;
  while (version <= maxDraftVersion && Date.now() < Math.min(endTime, submitAt)) {
    log.sentVersions.push(version);
    const reply = await call(baseUrl, 'PUT', `/user/exams/${exam.id}/draft`, {
      token,
      ip,
      body: answersBody(exam.id, versionSelections(exam.questions, version)),
      timeoutMs: 15_000,
    }).catch(() => undefined);
    if (reply?.status === 409) break;
    if (reply?.status === 200) {
      log.ackedVersions.push(version);
      version += 1;
    } else fail(log, reply?.status);
    await sleep(700 + Math.random() * 600);
  }
  if (log.role !== 'submitter') return;
  await sleep(Math.max(0, submitAt - Date.now()));
  while (!log.submitAcked && Date.now() < endTime + graceMs) {
    log.submitSent = true;
    const reply = await call(baseUrl, 'POST', `/user/exams/${exam.id}`, {
      token,
      ip,
      body: answersBody(exam.id, versionSelections(exam.questions, 0)),
      timeoutMs: 15_000,
    }).catch(() => undefined);
    if (reply?.status === 200) log.submitAcked = true;
    else {
      fail(log, reply?.status);
      await sleep(300);
    }
  }
}

function fail(log: StudentLog, status: number | undefined): void {
  log.failures += 1;
  const key = String(status ?? 'no answer');
  log.failedWith[key] = (log.failedWith[key] ?? 0) + 1;
}
