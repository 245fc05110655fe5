/**
 * The data-scale world as SQL: five years of a big teacher's platform,
 * written with `generate_series` inside the database (no rows cross the
 * wire). Every id comes from `bench_uuid(text)`, a v4-shaped uuid derived from
 * a name such as `u42` (student 42) or `q7-3` (exam 7's fourth question), so
 * the measuring side can name any row without reading it back.
 *
 * The counts scale together: `scale = 1` is issue 19's dataset, `--quick`
 * builds a small one with the same shape.
 */
export interface DatasetSize {
  students: number;
  courses: number;
  videos: number;
  exams: number;
  /** Results of every exam but the first (the item-analysis exam has its own). */
  results: number;
  /** Results of exam 0, the one analysed (issue 19: 20,000). */
  bigExamResults: number;
  /** Owners of course 0, so exam 0's non-solvers are asked of this many students. */
  bigCourseOwners: number;
  /** Results of the heavy student (the last one): their results list. */
  heavyStudentResults: number;
  bills: number;
  calls: number;
  auditEntries: number;
  walletStudents: number;
  progressRows: number;
}

export function datasetSize(scale: number): DatasetSize {
  const of = (full: number, least: number) => Math.max(least, Math.round(full * scale));
  return {
    students: of(100_000, 1000),
    courses: of(300, 12),
    videos: of(2000, 40),
    exams: of(1500, 40),
    results: of(980_000, 5000),
    bigExamResults: of(20_000, 400),
    bigCourseOwners: of(30_000, 600),
    heavyStudentResults: Math.min(300, of(1500, 40) - 1),
    bills: of(200_000, 1000),
    calls: of(100_000, 500),
    auditEntries: of(110_000, 500),
    walletStudents: of(30_000, 300),
    progressRows: of(500_000, 2000),
  };
}

export interface DatasetStep {
  name: string;
  sql: string;
}

const firstNames = `array['محمد','أحمد','مريم','يوسف','فاطمة','عمر','سلمى','خالد','نور','هنا','علي','ملك','مصطفى','جنى','كريم','رحمة']`;
const fatherNames = `array['إبراهيم','حسن','محمود','سعيد','عبد الله','مجدي','طارق','أشرف','ياسر','هشام','وائل','شريف']`;
const familyNames = `array['السيد','عبد الرحمن','الشافعي','النجار','المصري','الشريف','عثمان','فؤاد','رزق','منصور','البنا','زكي','عامر','حجازي']`;
const levels = `array['prep-1','prep-2','prep-3','sec-1','sec-2','sec-3']`;
const governorates = `array['cairo','giza','alexandria','qalyubia','sharqia','dakahlia','beheira','kafr-el-sheikh','gharbia','monufia','damietta','port-said','ismailia','suez','north-sinai','south-sinai','red-sea','matrouh','new-valley','faiyum','beni-suef','minya','asyut','sohag','qena','luxor','aswan']`;
/** Every question's four options; question p of an exam is right with option (e + p) % 4. */
export const optionTexts = [
  'الاختيار الأول',
  'الاختيار التاني',
  'الاختيار التالت',
  'الاختيار الرابع',
];
const options = `array[${optionTexts.map((text) => `'${text}'`).join(',')}]`;

/** Days in five years: every dated row falls in the last five years before the build. */
const fiveYears = 1826;

/**
 * The steps, in order. Run with triggers and foreign-key checks off
 * (`session_replication_role = replica`): the rows are consistent by
 * construction, and balances are written from the ledger they sum.
 */
export function datasetSteps(size: DatasetSize, passwordHash: string): DatasetStep[] {
  const hash = passwordHash.replaceAll("'", "''");
  const { students, courses, exams } = size;
  const heavy = students - 1;
  return [
    {
      name: 'bench_uuid',
      sql: `create or replace function bench_uuid(name text) returns uuid language sql immutable as $$
        select overlay(overlay(md5(name) placing '4' from 13) placing '8' from 17)::uuid $$`,
    },
    {
      name: 'admins',
      sql: `insert into admins (id, name, identifier, password_hash, type)
        select bench_uuid('a' || i), 'مساعد ' || i, 'scale-admin-' || i || '@sabora.test', '${hash}',
          (case when i = 0 then 'main' else 'secondary' end)::admin_type
        from generate_series(0, 5) i`,
    },
    {
      name: 'users',
      sql: `insert into users (id, name, phone, father_phone, password_hash, level, governorate,
          attendance_type, vip, frozen, device_hash, last_login_at, created_at, updated_at)
        select bench_uuid('u' || i),
          (${firstNames})[1 + i % 16] || ' ' || (${fatherNames})[1 + (i / 16) % 12] || ' ' ||
            (${familyNames})[1 + (i / 192) % 14],
          '01' || (array['0','1','2','5'])[1 + i % 4] || lpad(((i::bigint * 7919) % 100000000)::text, 8, '0'),
          '01' || (array['0','1','2','5'])[1 + (i / 4) % 4] || lpad(((i::bigint * 104729 + 17) % 100000000)::text, 8, '0'),
          '${hash}',
          (${levels})[1 + i % 6]::level,
          (case when i % 3 = 0 then 'cairo' when i % 5 = 0 then 'giza'
            else (${governorates})[1 + (i * 31) % 27] end)::governorate,
          (case when i % 4 = 0 then 'center' else 'online' end)::attendance_type,
          i % 50 = 0, i % 400 = 0, md5('device' || i),
          now() - ((i * 13) % 90) * interval '1 day',
          now() - (i % ${fiveYears}) * interval '1 day' - (i % 86400) * interval '1 second',
          now() - (i % 365) * interval '1 day'
        from generate_series(0, ${students - 1}) i`,
    },
    {
      name: 'courses',
      sql: `insert into courses (id, title, description, price, level, show_date, created_at, updated_at)
        select bench_uuid('c' || i), 'كورس رقم ' || i || ' — قواعد ومفردات', 'شرح الوحدة ' || i,
          (array[0, 50, 100, 150, 200])[1 + i % 5], (${levels})[1 + i % 6]::level,
          now() - (i % ${fiveYears}) * interval '1 day',
          now() - (i % ${fiveYears}) * interval '1 day', now() - (i % 30) * interval '1 day'
        from generate_series(0, ${courses - 1}) i`,
    },
    {
      name: 'videos',
      sql: `insert into videos (id, title, url, show_date, created_at, updated_at)
        select bench_uuid('v' || i), 'فيديو رقم ' || i, 'https://www.youtube.com/watch?v=scale' || i,
          now() - (i % ${fiveYears}) * interval '1 day',
          now() - (i % ${fiveYears}) * interval '1 day', now() - (i % 30) * interval '1 day'
        from generate_series(0, ${size.videos - 1}) i;
        insert into video_courses (video_id, course_id)
        select bench_uuid('v' || i), bench_uuid('c' || (i % ${courses}))
        from generate_series(0, ${size.videos - 1}) i`,
    },
    {
      name: 'exams',
      // Exam i ends i days ago (exam 0 yesterday); every third is untimed; 20–40 questions.
      sql: `insert into exams (id, title, is_timed, start_time, end_time, honour_board, created_at, updated_at)
        select bench_uuid('e' || i), 'امتحان رقم ' || i, i % 3 <> 1,
          case when i % 3 <> 1 then now() - (i % ${fiveYears} + 1) * interval '1 day' - interval '2 hours' end,
          case when i % 3 <> 1 then now() - (i % ${fiveYears} + 1) * interval '1 day' end,
          i % 7 = 0,
          now() - (i % ${fiveYears} + 2) * interval '1 day', now() - (i % ${fiveYears} + 2) * interval '1 day'
        from generate_series(0, ${exams - 1}) i;
        insert into exam_courses (exam_id, course_id)
        select bench_uuid('e' || i), bench_uuid('c' || (i % ${courses}))
        from generate_series(0, ${exams - 1}) i;
        insert into questions (id, exam_id, position, title, options, correct, score)
        select bench_uuid('q' || e || '-' || p), bench_uuid('e' || e), p,
          'السؤال ' || (p + 1) || ' من امتحان ' || e, ${options},
          array[(${options})[1 + (e + p) % 4]], 1
        from generate_series(0, ${exams - 1}) e, generate_series(0, 39) p
        where p < 20 + e % 21`,
    },
    {
      name: 'user_courses',
      // The first owners of course 0 are the students its exam 0 is open to.
      sql: `insert into user_courses (user_id, course_id, created_at)
        select bench_uuid('u' || i), bench_uuid('c0'), now() - (i % 365) * interval '1 day'
        from generate_series(0, ${size.bigCourseOwners - 1}) i;
        insert into user_courses (user_id, course_id, created_at)
        select bench_uuid('u' || i), bench_uuid('c' || ((i * 7 + k * 101) % ${courses})),
          now() - (i % 365) * interval '1 day'
        from generate_series(0, ${students - 1}) i, generate_series(0, 2) k
        on conflict do nothing`,
    },
    {
      name: 'access until',
      // Kept by a trigger on user_courses (decision 0224), which this build runs without.
      sql: `update users u set access_until = a.until
        from (select user_id, max(coalesce(until, 'infinity')) as until
              from user_courses group by user_id) a
        where a.user_id = u.id`,
    },
    {
      name: 'result plan',
      sql: `create unlogged table bench_result_plan (e int not null, u int not null, n int not null);
        insert into bench_result_plan
        select 0, u, 20 from generate_series(0, ${size.bigExamResults - 1}) u;
        insert into bench_result_plan
        select e, (e::bigint * 997 + j) % ${students}, 20 + e % 21
        from generate_series(1, ${exams - 1}) e,
          generate_series(0, ${Math.ceil(size.results / (exams - 1)) - 1}) j;
        delete from bench_result_plan where u = ${heavy};
        insert into bench_result_plan
        select e, ${heavy}, 20 + e % 21 from generate_series(1, ${size.heavyStudentResults}) e;
        create unique index on bench_result_plan (e, u)`,
    },
    {
      name: 'results',
      // Answer p of student u is right when (u * 31 + p * 17) % 10 < 7: the score sums the same rule.
      sql: `insert into results (id, exam_id, user_id, score, total_score, submitted_at)
        select bench_uuid('r' || e || '-' || u), bench_uuid('e' || e), bench_uuid('u' || u),
          (select count(*) from generate_series(0, n - 1) p where (u * 31 + p * 17) % 10 < 7),
          n,
          now() - (e % ${fiveYears} + 1) * interval '1 day' - interval '2 hours'
            + ((u * 7) % 7200) * interval '1 second'
        from bench_result_plan`,
    },
    {
      name: 'graded_questions',
      // What the answers were graded against (decision 0237): one snapshot per question, with the
      // digest the API computes, so a regrade or a submit of the same facts finds it. Exam e's
      // question p is snapshot e * 40 + p + 1 (the next step names it without a join); the
      // identity then continues after the last, for the snapshots the API makes.
      sql: `insert into graded_questions (id, question_id, options, correct, score, digest)
        overriding system value
        select e * 40 + p + 1, q.id, q.options, q.correct, q.score,
          graded_question_digest(q.options, q.correct, q.score)
        from generate_series(0, ${exams - 1}) e
        cross join generate_series(0, 39) p
        join questions q on q.id = bench_uuid('q' || e || '-' || p)
        where p < 20 + e % 21;
        select setval(pg_get_serial_sequence('graded_questions', 'id'), max(id)) from graded_questions`,
    },
    {
      name: 'result_answer_sets',
      // One row per result, its answers as parallel arrays. Answer p of student u is right when
      // (u * 31 + p * 17) % 10 < 7 (the rule the results' scores sum): it chose the right option
      // (e + p) % 4, else the next one, as the bit of that option in the snapshot's four.
      sql: `insert into result_answer_sets (result_id, graded, selected, scores, ratings)
        select bench_uuid('r' || e || '-' || u), a.graded, a.selected, a.scores, a.ratings
        from bench_result_plan
        cross join lateral (
          select array_agg(e * 40 + p + 1 order by p) as graded,
            array_agg(1 << ((e + p + case when right_answer then 0 else 1 end) % 4) order by p) as selected,
            array_agg(case when right_answer then 1 else 0 end order by p) as scores,
            array_agg((case when right_answer then 'correct' else 'wrong' end)::answer_rating
              order by p) as ratings
          from (
            select p, (u * 31 + p * 17) % 10 < 7 as right_answer from generate_series(0, n - 1) p
          ) answers
        ) a`,
    },
    {
      name: 'bills',
      sql: `insert into bills (id, user_id, amount, method, note, admin_id, created_at)
        select bench_uuid('b' || i), bench_uuid('u' || ((i::bigint * 37) % ${students})),
          (array[50, 100, 150, 200, 300])[1 + i % 5],
          (array['cash','vodafone-cash','instapay','fawry','other'])[1 + i % 5]::bill_method,
          case when i % 10 = 0 then 'دفع الشهر' else '' end, bench_uuid('a' || (i % 6)),
          now() - (i % ${fiveYears}) * interval '1 day' - (i % 86400) * interval '1 second'
        from generate_series(0, ${size.bills - 1}) i;
        insert into bill_courses (bill_id, course_id)
        select bench_uuid('b' || i), bench_uuid('c' || (i % ${courses}))
        from generate_series(0, ${size.bills - 1}) i`,
    },
    {
      name: 'calls',
      sql: `insert into calls (id, user_id, admin_id, direction, reason, outcome, note, follow_up_at, created_at)
        select bench_uuid('k' || i), bench_uuid('u' || ((i::bigint * 53) % ${students})),
          bench_uuid('a' || (i % 6)),
          (array['incoming','outgoing'])[1 + i % 2]::call_direction,
          (array['payment','technical','exam','content','account','other'])[1 + i % 6]::call_reason,
          (array['resolved','follow-up','no-answer','other'])[1 + i % 4]::call_outcome,
          'ولي الأمر سأل عن المستوى', case when i % 4 = 1 then now() + (i % 14) * interval '1 day' end,
          now() - (i % ${fiveYears}) * interval '1 day' - (i % 86400) * interval '1 second'
        from generate_series(0, ${size.calls - 1}) i`,
    },
    {
      name: 'audit_log',
      sql: `insert into audit_log (admin_id, admin_name, action, entity_type, entity_id, student_id,
          changes, entity_label, created_at)
        select bench_uuid('a' || (i % 6)), 'مساعد ' || (i % 6),
          (array['update','create','delete'])[1 + i % 3], 'user',
          bench_uuid('u' || ((i::bigint * 61) % ${students})),
          bench_uuid('u' || ((i::bigint * 61) % ${students})),
          jsonb_build_object('vip', jsonb_build_object('before', false, 'after', true)), 'طالب',
          now() - (i % 365) * interval '1 day' - (i % 86400) * interval '1 second'
        from generate_series(0, ${size.auditEntries - 1}) i`,
    },
    {
      name: 'wallet_entries',
      // A payment, a purchase and an adjustment each; balance_after is the running sum.
      sql: `insert into wallet_entries (id, user_id, kind, amount, balance_after, note, course_id, admin_id, created_at)
        select bench_uuid('w' || i || '-' || k), bench_uuid('u' || i),
          (array['payment','purchase','adjustment'])[1 + k]::wallet_entry_kind,
          (array[200, -150, 25])[1 + k],
          (array[200, 50, 75])[1 + k], '',
          case when k = 1 then bench_uuid('c' || (i % ${courses})) end,
          case when k <> 1 then bench_uuid('a0') end,
          now() - (i % 365) * interval '1 day' + k * interval '1 hour'
        from generate_series(0, ${size.walletStudents - 1}) i, generate_series(0, 2) k;
        update users set balance = 75
        where id in (select bench_uuid('u' || i) from generate_series(0, ${size.walletStudents - 1}) i)`,
    },
    {
      name: 'video_progress',
      sql: `insert into video_progress (user_id, video_id, position, duration, watched_seconds,
          covered, covered_seconds, views, first_watched_at, last_watched_at, updated_at)
        select bench_uuid('u' || ((i::bigint * 7) % ${students})),
          bench_uuid('v' || ((i::bigint * 11 + i / ${students}) % ${size.videos})),
          600, 1200, 900, '[[0,900]]'::jsonb, 900, 1 + i % 3,
          now() - (i % 365) * interval '1 day', now() - (i % 30) * interval '1 day',
          now() - (i % 30) * interval '1 day'
        from generate_series(0, ${size.progressRows - 1}) i
        on conflict do nothing;
        insert into video_watch_days (user_id, video_id, day, watched_seconds)
        select user_id, video_id, (last_watched_at at time zone 'Africa/Cairo')::date, 900
        from video_progress`,
    },
    {
      name: 'exam overrides',
      sql: `insert into exam_overrides (exam_id, user_id, extra_minutes)
        select bench_uuid('e' || (i % ${exams})), bench_uuid('u' || ((i::bigint * 89) % ${students})), 15
        from generate_series(0, ${Math.round(students / 50) - 1}) i
        on conflict do nothing`,
    },
    {
      name: 'open exam',
      // Open now to the owners of course 0, 40 questions: the student calls and the submit storm.
      sql: `insert into exams (id, title, is_timed, start_time, end_time)
        values (bench_uuid('open'), 'امتحان الشهر المفتوح', true, now() - interval '1 hour', now() + interval '1 day');
        insert into exam_courses (exam_id, course_id) values (bench_uuid('open'), bench_uuid('c0'));
        insert into questions (id, exam_id, position, title, options, correct, score)
        select bench_uuid('qopen-' || p), bench_uuid('open'), p, 'سؤال الامتحان المفتوح ' || (p + 1),
          ${options}, array[(${options})[1 + p % 4]], 1
        from generate_series(0, 39) p`,
    },
    { name: 'drop plan', sql: 'drop table bench_result_plan' },
    // Five years of a live platform have been through autovacuum: every table's visibility map is
    // set, so an index-only plan reads the index alone. A table just loaded has an empty one, and
    // the plans measured on it fetched each row as well (scale-notes.md, the bills page).
    { name: 'vacuum analyze', sql: 'vacuum (analyze)' },
  ];
}
