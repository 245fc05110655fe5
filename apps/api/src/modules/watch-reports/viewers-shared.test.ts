import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseRow, VideoRow } from '../../db/schema/index';
import { grantCourses, insertCourse, insertVideo } from '../../../test/support/catalogue-fixtures';
import { askWhileOneReads, createHolds } from '../../../test/support/held-readings';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { insertStudent } from '../../../test/support/student-fixtures';
import {
  createWatchReportsRepository,
  type WatchReportsRepository,
} from './watch-reports.repository';
import { createWatchReportsService } from './watch-reports.service';

let ctx: TestContext;
let course: CourseRow;
let video: VideoRow;
beforeAll(async () => {
  ctx = await buildTestApp();
  course = await insertCourse(ctx);
  video = await insertVideo(ctx, { courses: [course] });
  for (let n = 0; n < 3; n++) await grantCourses(ctx, (await insertStudent(ctx)).id, [course]);
});
afterAll(() => ctx.close());

const firstPage = { page: 1, pageSize: 20 };

/** The real repository, counting its readings and holding each (already read) while the test asks. */
function countedRepository() {
  const real = createWatchReportsRepository(ctx.db);
  const holds = createHolds();
  const repository: WatchReportsRepository = {
    ...real,
    viewers(...args) {
      holds.count();
      return holds.hold(real.viewers(...args));
    },
  };
  return { repository, holds };
}

const serviceOn = (repository: WatchReportsRepository) =>
  createWatchReportsService({ repository, audit: {} as never, clock: ctx.clock });

describe('a video’s viewers asked by several admins at once', () => {
  it('reads a page once for the admins who asked while a reading ran', async () => {
    const { repository, holds } = countedRepository();
    const reports = serviceOn(repository);
    const answers = await askWhileOneReads(
      holds,
      1,
      () => reports.viewers(video.id, firstPage),
      // The same query with its fields in another order is the same page.
      async () =>
        Array.from({ length: 5 }, () => reports.viewers(video.id, { pageSize: 20, page: 1 })),
    );
    expect(holds.readings).toBe(2);
    for (const answer of answers.slice(2)) expect(answer).toBe(answers[1]);
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.count).toBe(3);
    // Another filter is another reading.
    const started = await reports.viewers(video.id, { ...firstPage, status: 'started' });
    expect(started.count).toBe(0);
    expect(holds.readings).toBe(3);
  });

  it('never answers an admin with a page read before they asked', async () => {
    const { repository, holds } = countedRepository();
    const reports = serviceOn(repository);
    let buyer = '';
    const [before, after, alongside] = await askWhileOneReads(
      holds,
      1,
      () => reports.viewers(video.id, firstPage),
      async () => {
        buyer = (await insertStudent(ctx)).id;
        await grantCourses(ctx, buyer, [course]);
        // Two admins asking after it: one reading for both.
        return [reports.viewers(video.id, firstPage), reports.viewers(video.id, firstPage)];
      },
    );
    expect(alongside).toBe(after);
    expect(holds.readings).toBe(2);
    expect(before!.viewers.map((viewer) => viewer.user._id)).not.toContain(buyer);
    expect(after!.viewers.map((viewer) => viewer.user._id)).toContain(buyer);
    expect(after!.count).toBe(before!.count + 1);
    expect(after!.summary.owners).toBe(before!.summary.owners + 1);
  });
});
