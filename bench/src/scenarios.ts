import { studentDevice, studentPassword, type Seeded, type SeededExam } from './seed';
import { runLoad, type LoadFigures, type LoadRequest } from './load';
import { runWrkStorm, wrkInstalled } from './wrk-storm';

export interface ScenarioSettings {
  url: string;
  duration: number;
  connections: number;
}

const json = { 'content-type': 'application/json' };

/** Hands out the students' tokens in turn, so every call is a different student. */
function rotatingStudents(seeded: Seeded) {
  let next = 0;
  return () => seeded.students[next++ % seeded.students.length]!;
}

export function timeNow(settings: ScenarioSettings): Promise<LoadFigures> {
  return runLoad({
    url: settings.url,
    connections: settings.connections,
    duration: settings.duration,
    requests: [{ method: 'GET', path: '/api/shared/time-now' }],
  });
}

export function baseline(settings: ScenarioSettings): Promise<LoadFigures> {
  return runLoad({
    url: settings.url,
    connections: settings.connections,
    duration: settings.duration,
    requests: [{ method: 'GET', path: '/' }],
  });
}

/** What Chromium sends: every student's browser accepts gzip. */
export const browserEncodings = 'gzip, deflate, br, zstd';

export interface ExamPageClient {
  /** Revalidates the copy the client already holds (the ETag the first fetch returned). */
  ifNoneMatch?: string | undefined;
  /** Accept-Encoding; none asks for the plain page. */
  acceptEncoding?: string | undefined;
}

/** The exam page as each student opens it, by default as a browser asks for it. */
export function examPage(
  settings: ScenarioSettings,
  seeded: Seeded,
  client: ExamPageClient = { acceptEncoding: browserEncodings },
): Promise<LoadFigures> {
  const { ifNoneMatch, acceptEncoding } = client;
  const student = rotatingStudents(seeded);
  const path = `/api/user/exams/${seeded.openExam.id}`;
  return runLoad({
    url: settings.url,
    connections: settings.connections,
    duration: settings.duration,
    requests: [
      {
        method: 'GET',
        path,
        setupRequest: (request) => ({
          ...request,
          headers: {
            authorization: `Bearer ${student().token}`,
            ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
            ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
          },
        }),
      },
    ],
  });
}

/** The ETag the exam page answers with, if it sends one. */
export async function examPageTag(url: string, seeded: Seeded): Promise<string | undefined> {
  const response = await fetch(`${url}/api/user/exams/${seeded.openExam.id}`, {
    headers: { authorization: `Bearer ${seeded.students[0]!.token}` },
  });
  await response.arrayBuffer();
  return response.headers.get('etag') ?? undefined;
}

/** A full answer sheet: one option for each of the 40 questions, varied by student. */
export function answerSheet(exam: SeededExam, variant: number): string {
  return JSON.stringify(
    exam.questions.map((question, i) => ({
      question: question.id,
      exam: exam.id,
      selected: question.options[(variant + i) % question.options.length],
    })),
  );
}

export interface StormFigures extends LoadFigures {
  /** Students whose submit was answered with 2xx. */
  acknowledged: string[];
  /** CPU seconds of a load generator in its own process (wrk). */
  generatorCpuSeconds?: number;
}

let chosenClient: 'wrk' | 'autocannon' | undefined;

/**
 * wrk when it is installed, unless `BENCH_STORM_CLIENT=autocannon` asks for the
 * old client; asked on the first storm, not when a bench merely imports this.
 */
export function stormClient(): 'wrk' | 'autocannon' {
  chosenClient ??=
    process.env.BENCH_STORM_CLIENT === 'autocannon' || !wrkInstalled() ? 'autocannon' : 'wrk';
  return chosenClient;
}

/**
 * Every student submits the exam once, as fast as the connections allow: the
 * synchronized burst of the last seconds before the deadline.
 */
export async function closeStorm(
  settings: ScenarioSettings,
  seeded: Seeded,
  exam: SeededExam,
): Promise<StormFigures> {
  if (stormClient() === 'wrk') return closeStormFromWrk(settings, seeded, exam);
  const sheets = [0, 1, 2, 3].map((variant) => answerSheet(exam, variant));
  const acknowledged = new Set<string>();
  let next = 0;
  const request: LoadRequest = {
    method: 'POST',
    path: `/api/user/exams/${exam.id}`,
    setupRequest: (req, context) => {
      const index = next++ % seeded.students.length;
      (context as { student?: string }).student = seeded.students[index]!.id;
      return {
        ...req,
        headers: { ...json, authorization: `Bearer ${seeded.students[index]!.token}` },
        body: sheets[index % sheets.length]!,
      };
    },
    onResponse: (status, _body, context) => {
      const student = (context as { student?: string }).student;
      if (status >= 200 && status < 300 && student) acknowledged.add(student);
    },
  };
  const figures = await runLoad({
    url: settings.url,
    connections: settings.connections,
    amount: seeded.students.length,
    requests: [request],
    timeoutSeconds: 30,
  });
  return { ...figures, acknowledged: [...acknowledged] };
}

async function closeStormFromWrk(
  settings: ScenarioSettings,
  seeded: Seeded,
  exam: SeededExam,
): Promise<StormFigures> {
  const sheets = [0, 1, 2, 3].map((variant) => Buffer.from(answerSheet(exam, variant)));
  const path = `/api/user/exams/${exam.id}`;
  const figures = await runWrkStorm({
    url: settings.url,
    connections: settings.connections,
    timeoutSeconds: 30,
    requests: seeded.students.map((student, index) => ({
      path,
      headers: { ...json, authorization: `Bearer ${student.token}` },
      body: sheets[index % sheets.length]!,
    })),
  });
  // wrk's script counts statuses but cannot tell whose submit each answered.
  if (figures.acknowledgedCount < seeded.students.length) {
    throw new Error(
      `${seeded.students.length - figures.acknowledgedCount} submits were not acknowledged; BENCH_STORM_CLIENT=autocannon names the students`,
    );
  }
  return { ...figures, acknowledged: seeded.students.map((student) => student.id) };
}

/** Students browsing: the course list, the video list, then one video page. */
export function catalogue(settings: ScenarioSettings, seeded: Seeded): Promise<LoadFigures> {
  const student = rotatingStudents(seeded);
  let video = 0;
  const signedIn = (request: LoadRequest): LoadRequest => ({
    ...request,
    headers: { ...request.headers, authorization: `Bearer ${student().token}` },
  });
  return runLoad({
    url: settings.url,
    connections: settings.connections,
    duration: settings.duration,
    requests: [
      {
        method: 'POST',
        path: '/api/shared/courses',
        body: '{}',
        headers: json,
        setupRequest: signedIn,
      },
      {
        method: 'POST',
        path: '/api/shared/videos',
        body: '{}',
        headers: json,
        setupRequest: signedIn,
      },
      {
        method: 'GET',
        setupRequest: (request: LoadRequest) =>
          signedIn({
            ...request,
            path: `/api/user/videos/${seeded.videoIds[video++ % seeded.videoIds.length]}`,
          }),
      },
    ],
  });
}

export interface SignInFigures {
  logins: LoadFigures;
  examPage: LoadFigures;
}

/**
 * A burst of real logins (argon2id included, each from its own address so the
 * per-address limit does not hide the cost) while students keep opening the exam.
 */
export async function signInBurst(
  settings: ScenarioSettings,
  seeded: Seeded,
): Promise<SignInFigures> {
  let next = 0;
  const logins = runLoad({
    url: settings.url,
    connections: Math.max(8, Math.floor(settings.connections / 2)),
    duration: settings.duration,
    timeoutSeconds: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/auth/login',
        setupRequest: (request) => {
          const index = next++;
          const student = seeded.students[index % seeded.students.length]!;
          return {
            ...request,
            headers: {
              ...json,
              'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
            },
            body: JSON.stringify({
              phone: student.phone,
              password: studentPassword,
              hash: studentDevice,
            }),
          };
        },
      },
    ],
  });
  const page = examPage(settings, seeded);
  return { logins: await logins, examPage: await page };
}
