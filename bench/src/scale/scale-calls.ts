import { presetRange, datePresets } from '../../../apps/web/src/lib/date-presets';

/** One call the data-scale bench times, as the admin or student pages make it. */
export interface ScaleCall {
  name: string;
  path: string;
  who: 'admin' | 'student' | 'heavy-student';
  method?: 'GET' | 'POST';
  /** A streamed export: its API memory is sampled too. */
  export?: boolean;
}

/** The ids `dataset-sql.ts` gives the rows the calls name. */
export interface ScaleIds {
  uuid(name: string): string;
  students: number;
  /** A part of a student's phone, as an assistant types it. */
  phonePart: string;
}

const q = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, String(value)])).toString()}`;

/**
 * Issue 19's list: every admin call at scale, the exports, and the student
 * calls. Exam 0 is the analysed one (20,000 results at scale 1, open to the
 * 30,000 owners of course 0); the last student is the one with 300 results.
 */
export function scaleCalls(ids: ScaleIds, now: number): ScaleCall[] {
  const bigExam = ids.uuid('e0');
  const heavy = ids.uuid(`u${ids.students - 1}`);
  const someStudent = ids.uuid(`u${Math.min(12345, ids.students - 2)}`);
  const admin = (name: string, path: string, extra: Partial<ScaleCall> = {}): ScaleCall => ({
    name,
    path: `/api/admin${path}`,
    who: 'admin',
    ...extra,
  });
  const presets = datePresets.map((preset) => {
    const { from, to } = presetRange(preset, now);
    return admin(`analytics ${preset}`, `/analytics${q({ from, to })}`);
  });
  return [
    admin('students: search by partial phone', `/users${q({ search: ids.phonePart })}`),
    admin('students: search by name', `/users${q({ search: 'مريم حسن' })}`),
    admin(
      'students: level + governorate + VIP',
      `/users${q({ level: 'sec-2', governorate: 'giza', vip: 'true' })}`,
    ),
    admin('students: without a course', `/users${q({ noCourse: 'true' })}`),
    admin('students: page 500', `/users${q({ page: 500 })}`),
    admin('student page', `/users/${heavy}`),
    admin('student: results', `/user-results/${heavy}`),
    admin('student: bills', `/users/${someStudent}/bills`),
    admin('student: calls', `/users/${someStudent}/calls`),
    admin('student: wallet', `/users/${ids.uuid('u1')}/wallet`),
    admin('student: progress', `/users/${someStudent}/progress`),
    admin('exam results page 1', `/exam-results/${bigExam}`),
    admin('exam results page 500', `/exam-results/${bigExam}${q({ page: 500 })}`),
    admin('exam statistics + item analysis', `/exam-results/${bigExam}/stats`),
    admin('exam non-solvers', `/exam-results/${bigExam}/non-solvers`),
    admin('exams list', '/exams'),
    admin('courses list', '/courses'),
    admin('video viewers', `/videos/${ids.uuid('v1')}/viewers`),
    admin('dashboard', '/dashboard'),
    ...presets,
    admin('bills', '/bills'),
    admin('bills page 500', `/bills${q({ page: 500 })}`),
    admin('calls', '/calls'),
    admin('calls: follow-ups due', `/calls${q({ followUpDue: 'true' })}`),
    admin('wallet entries', '/wallet-entries'),
    admin('audit', '/audit'),
    admin('audit page 500', `/audit${q({ page: 500 })}`),
    admin('export: students CSV', `/users/export${q({ format: 'csv' })}`, { export: true }),
    admin('export: exam results CSV', `/exam-results/${bigExam}/export${q({ format: 'csv' })}`, {
      export: true,
    }),
    admin('export: bills XLSX', `/bills/export${q({ format: 'xlsx' })}`, { export: true }),
    admin('export: calls CSV', `/calls/export${q({ format: 'csv' })}`, { export: true }),
    { name: 'catalogue (courses)', path: '/api/shared/courses', who: 'student', method: 'POST' },
    { name: 'catalogue (videos)', path: '/api/shared/videos', who: 'student', method: 'POST' },
    { name: 'results list (300 results)', path: '/api/user/results', who: 'heavy-student' },
  ];
}
