import type { ExamSelections, SessionAdmin, SessionUser } from '@sabora/contract';
import { answerEntriesOf } from '@sabora/contract';
import { signupForm } from '../support/helper';
import { germanQuestions } from '../support/exam-fixtures';
import { faultAdmin } from './server-process';

export interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
  ms: number;
}

/** One call to a server in another process; a refused or cut connection rejects. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; ip?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Reply> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      // Each simulated student comes from its own address, as real phones do (TRUST_PROXY is on).
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as unknown) : undefined,
    ms: performance.now() - started,
  };
}

async function expectOk(reply: Promise<Reply>, what: string): Promise<Reply> {
  const done = await reply;
  if (done.status !== 200) throw new Error(`${what}: ${done.status} ${JSON.stringify(done.body)}`);
  return done;
}

export async function adminToken(baseUrl: string): Promise<string> {
  const reply = await expectOk(
    call(baseUrl, 'POST', '/auth/admin-login', {
      body: { identifier: faultAdmin.email, password: faultAdmin.password },
    }),
    'admin login',
  );
  return (reply.body as SessionAdmin).token;
}

export interface Student {
  id: string;
  token: string;
  ip: string;
}

export async function signUpStudents(baseUrl: string, count: number): Promise<Student[]> {
  const students: Student[] = [];
  for (let i = 0; i < count; i += 1) {
    const ip = `10.7.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const reply = await expectOk(
      call(baseUrl, 'POST', '/auth/signup', { ip, body: signupForm() }),
      'signup',
    );
    const user = (reply.body as { user: SessionUser }).user;
    students.push({ id: user._id, token: user.token, ip });
  }
  return students;
}

export interface ExamQuestion {
  id: string;
  options: string[];
}

/** A timed exam open to every student (no course), with the three German questions. */
export async function createTimedExam(
  baseUrl: string,
  token: string,
  window: { startTime: number; endTime: number },
): Promise<{ id: string; questions: ExamQuestion[] }> {
  const reply = await expectOk(
    call(baseUrl, 'POST', '/admin/exams', {
      token,
      body: {
        title: 'Fault drill: Der Akkusativ',
        isTimed: true,
        ...window,
        questions: germanQuestions.map(({ title, options, correct, score }) => ({
          title,
          options,
          correct,
          score,
        })),
      },
    }),
    'create exam',
  );
  const page = reply.body as {
    exam: { _id: string };
    questions: { _id: string; options: string[] }[];
  };
  return {
    id: page.exam._id,
    questions: page.questions.map((question) => ({ id: question._id, options: question.options })),
  };
}

export function answersBody(examId: string, selections: ExamSelections) {
  return answerEntriesOf(examId, selections);
}
