import { deviceFingerprint } from '@sabora/contract';
import { openDatabase, type DatabaseTarget } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import {
  courses,
  userCourses,
  users,
  videoCourses,
  videos,
} from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/lib/password';
import { createTokenService } from '../../apps/api/src/lib/tokens';
import { createExamsRepository } from '../../apps/api/src/modules/exams/exams.repository';

export const studentPassword = 'bench-pass-123';
export const studentDevice = deviceFingerprint({ memory: 4, cpu: 8, width: 390, height: 844 });
export const questionsPerExam = 40;

export interface SeededStudent {
  id: string;
  phone: string;
  token: string;
}

export interface SeededExam {
  id: string;
  questions: Array<{ id: string; options: string[]; correct: string[] }>;
}

export interface Seeded {
  students: SeededStudent[];
  /** Fetched in the exam-open and sign-in scenarios; nobody submits it. */
  openExam: SeededExam;
  /** One fresh exam per close-storm run, so every run starts with no results. */
  closeExams: SeededExam[];
  videoIds: string[];
}

export interface SeedPlan {
  students: number;
  closeRuns: number;
  catalogueCourses: number;
  catalogueVideos: number;
  jwtSecret: string;
}

const perInsert = 1000;

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += perInsert) await insert(rows.slice(i, i + perInsert));
}

function examQuestions(seed: number) {
  return Array.from({ length: questionsPerExam }, (_, i) => ({
    title: `سؤال رقم ${i + 1} في امتحان الأداء ${seed}`,
    options: ['الاختيار الأول', 'الاختيار التاني', 'الاختيار التالت', 'الاختيار الرابع'],
    correct: [i % 5 === 0 ? 'الاختيار الأول' : 'الاختيار التاني'],
    score: 1,
    imageUrl: null,
  }));
}

/**
 * Writes the benchmark's world straight through the API's own schema and
 * repositories, before the API starts: students with one password hash and
 * tokens minted with the API's token service, so the measured phase never
 * meets the sign-in limits that protect production.
 */
export async function seedDatabase(target: DatabaseTarget, plan: SeedPlan): Promise<Seeded> {
  const handle = openDatabase(target);
  try {
    await migrateDatabase(handle, target);
    const { db } = handle;
    const now = Date.now();
    const [course] = await db
      .insert(courses)
      .values({
        title: 'كورس الأداء',
        price: 100,
        level: 'sec-3',
        showDate: new Date(now - 86_400_000),
      })
      .returning({ id: courses.id });
    const extraCourses = Array.from({ length: plan.catalogueCourses - 1 }, (_, i) => ({
      title: `كورس رقم ${i + 2}`,
      description: 'شرح كامل للمنهج مع مراجعات وامتحانات',
      price: 150 + i,
      level: (['sec-1', 'sec-2', 'sec-3'] as const)[i % 3]!,
      showDate: new Date(now - (i + 2) * 86_400_000),
    }));
    if (extraCourses.length > 0) await db.insert(courses).values(extraCourses);

    const passwordHash = await hashPassword(studentPassword);
    const people = Array.from({ length: plan.students }, (_, i) => ({
      name: 'طالب اختبار الأداء',
      phone: `010${String(i).padStart(8, '0')}`,
      fatherPhone: '01198765432',
      passwordHash,
      level: 'sec-3' as const,
      governorate: 'giza' as const,
      attendanceType: 'online' as const,
      deviceHash: studentDevice,
    }));
    const created: Array<{ id: string; phone: string }> = [];
    await inChunks(people, async (chunk) => {
      created.push(
        ...(await db.insert(users).values(chunk).returning({ id: users.id, phone: users.phone })),
      );
    });
    await inChunks(created, (chunk) =>
      db.insert(userCourses).values(chunk.map(({ id }) => ({ userId: id, courseId: course!.id }))),
    );

    const exams = createExamsRepository(db);
    async function exam(seed: number): Promise<SeededExam> {
      const id = await exams.insert(
        {
          title: `امتحان الأداء ${seed}`,
          description: 'امتحان على الباب الأول',
          isTimed: true,
          startTime: new Date(now - 3_600_000),
          endTime: new Date(now + 6 * 3_600_000),
        },
        [course!.id],
        examQuestions(seed),
      );
      const stored = await exams.questionsOf(id);
      return {
        id,
        questions: stored.map((q) => ({ id: q.id, options: q.options, correct: q.correct })),
      };
    }
    const openExam = await exam(0);
    const closeExams: SeededExam[] = [];
    for (let run = 1; run <= plan.closeRuns; run += 1) closeExams.push(await exam(run));

    const listed = await db
      .insert(videos)
      .values(
        Array.from({ length: plan.catalogueVideos }, (_, i) => ({
          title: `الحصة رقم ${i + 1}`,
          description: 'شرح الدرس مع حل تمارين',
          url: `https://www.youtube.com/watch?v=bench${String(i).padStart(6, '0')}`,
          showDate: new Date(now - (i + 1) * 3_600_000),
        })),
      )
      .returning({ id: videos.id });
    await db
      .insert(videoCourses)
      .values(listed.map(({ id }) => ({ videoId: id, courseId: course!.id })));

    const tokens = createTokenService(plan.jwtSecret, () => Date.now());
    const students = created.map(({ id, phone }) => ({
      id,
      phone,
      token: tokens.sign({ kind: 'user', sub: id, sv: 0 }),
    }));
    return { students, openExam, closeExams, videoIds: listed.map(({ id }) => id) };
  } finally {
    await handle.close();
  }
}
