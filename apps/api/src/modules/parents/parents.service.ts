import { createHash, randomBytes } from 'node:crypto';
import type {
  CreatedParentLink,
  DeletedResponse,
  ParentLinkStatus,
  ParentReport,
} from '@sabora/contract';
import { coverageOf, isWatched, toFourDecimals, toLatinDigits } from '@sabora/contract';
import type { UserRow } from '../../db/schema/index';
import { cairoDay, cairoDayStart } from '../../lib/cairo-days';
import type { Clock } from '../../lib/clock';
import { forbidden, notFound } from '../../lib/http-errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { ResultsService } from '../results/results.service';
import type { StudentAccountRepository } from '../student-account/student-account.repository';
import type { ParentGuard } from './parent-limits';
import type { ParentsRepository } from './parents.repository';
import { parentMessages } from './parents-messages';

interface Deps {
  repository: ParentsRepository;
  users: Pick<StudentAccountRepository, 'findById'>;
  results: Pick<ResultsService, 'studentResults' | 'studentResult'>;
  guard: ParentGuard;
  audit: AuditService;
  clock: Clock;
}

export type ParentsService = ReturnType<typeof createParentsService>;

/** Who makes a link: the student, or an admin for them (audited). */
export type LinkMaker = { kind: 'student' } | { kind: 'admin'; actor: Actor };

/** Only the hash is stored: a leaked table opens no report (decision 0164). */
export const hashParentToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** The last four digits of a phone, Latin. */
const lastFour = (phone: string) => toLatinDigits(phone).replace(/\D/g, '').slice(-4);

export function createParentsService(deps: Deps) {
  const { repository, users, results, guard, audit, clock } = deps;

  async function student(userId: string): Promise<UserRow> {
    const row = await users.findById(userId);
    if (!row) throw notFound(parentMessages.studentNotFound);
    return row;
  }

  const audited = (actor: Actor, row: UserRow, change: 'create' | 'revoke') =>
    ({
      actor,
      action: change === 'create' ? 'user.parent-link-create' : 'user.parent-link-revoke',
      entityType: 'user',
      entityId: row.id,
      studentId: row.id,
    }) as const;

  async function report(row: UserRow): Promise<ParentReport> {
    const now = clock.now();
    const firstDay = `${cairoDay(now).slice(0, 8)}01`;
    const from = cairoDayStart(firstDay);
    const [courseRows, watching, missed, payments, own] = await Promise.all([
      repository.courses(row.id),
      repository.monthWatching(row.id, firstDay),
      repository.missed(row.id, new Date(now)),
      repository.payments(row.id),
      results.studentResults(row, { page: 1, pageSize: 1000 }),
    ]);
    const exams = await Promise.all(
      own.results
        .filter((item) => item.exam !== null)
        .map(async (item): Promise<ParentReport['exams'][number]> => {
          const exam = item.exam!;
          // Asked again per result: it says, at this moment, whether the result shows and when.
          const found = await results.studentResult(row, item._id);
          const { submittedAt } = item;
          if ('earlyResult' in found)
            return { revealed: false, exam, submittedAt, revealAt: found.earlyResult.revealAt };
          const { standing, score, totalScore } = found.result;
          return {
            revealed: true,
            exam,
            submittedAt,
            score,
            totalScore,
            averagePercent: standing ? toFourDecimals(standing.averagePercent) : null,
            rank: standing?.rank ?? null,
            of: standing?.of ?? 0,
          };
        }),
    );
    return {
      student: { name: row.name, level: row.level, governorate: row.governorate },
      generatedAt: now,
      courses: courseRows.map((course) => ({
        course: { _id: course.id, title: course.title },
        from: course.from.getTime(),
        until: course.until?.getTime() ?? null,
      })),
      month: {
        from,
        watchedSeconds: Math.round(watching.reduce((sum, video) => sum + video.watchedSeconds, 0)),
        videos: watching.map((video) => ({
          video: { _id: video.id, title: video.title },
          watchedSeconds: Math.round(video.watchedSeconds),
          coverage: coverageOf(video),
          watched: isWatched(video),
          lastWatchedAt: video.lastWatchedAt?.getTime() ?? cairoDayStart(video.lastDay),
        })),
      },
      exams: exams.sort((a, b) => b.submittedAt - a.submittedAt),
      missed: missed.map((exam) => ({
        exam: { _id: exam.id, title: exam.title },
        endTime: exam.endTime!.getTime(),
      })),
      payments: [
        ...payments.bills.map((bill) => ({
          _id: bill.id,
          kind: 'bill' as const,
          method: bill.method,
          amount: bill.amount * 100,
          note: bill.note,
          createdAt: bill.createdAt.getTime(),
        })),
        ...payments.codes.map((entry) => ({
          _id: entry.id,
          kind: 'code' as const,
          amount: entry.amount,
          note: entry.note,
          createdAt: entry.createdAt.getTime(),
        })),
      ].sort((a, b) => b.createdAt - a.createdAt || (a._id < b._id ? 1 : -1)),
    };
  }

  return {
    async status(userId: string): Promise<ParentLinkStatus> {
      await student(userId);
      const link = await repository.liveLink(userId);
      return {
        link: link
          ? {
              createdAt: link.createdAt.getTime(),
              createdBy: link.createdBy,
              lastOpenedAt: link.lastOpenedAt?.getTime() ?? null,
            }
          : null,
      };
    },

    /** A new token, shown this once; the live link stops working in the same transaction. */
    async create(userId: string, by: LinkMaker): Promise<CreatedParentLink> {
      const row = await student(userId);
      const token = randomBytes(32).toString('base64url');
      const now = new Date(clock.now());
      const link = await repository.transaction(async (tx) => {
        if (!(await repository.lockStudent(userId, tx)))
          throw notFound(parentMessages.studentNotFound);
        const replaced = await repository.revoke(userId, now, tx);
        const made = await repository.insert(
          {
            userId,
            tokenHash: hashParentToken(token),
            createdBy: by.kind,
            createdByAdminId: by.kind === 'admin' ? by.actor.id : null,
          },
          now,
          tx,
        );
        if (by.kind === 'admin')
          await audit.record(tx, {
            ...audited(by.actor, row, 'create'),
            changes: { parentLink: { before: replaced ? 'رابط قديم' : null, after: 'رابط جديد' } },
          });
        return made;
      });
      return { token, createdAt: link.createdAt.getTime() };
    },

    async revoke(userId: string, actor?: Actor): Promise<DeletedResponse> {
      const row = await student(userId);
      await repository.transaction(async (tx) => {
        const revoked = await repository.revoke(userId, new Date(clock.now()), tx);
        if (!revoked) throw notFound(parentMessages.noLiveLink);
        if (actor)
          await audit.record(tx, {
            ...audited(actor, row, 'revoke'),
            changes: { parentLink: { before: 'رابط شغال', after: null } },
          });
      });
      return { message: parentMessages.revoked };
    },

    /**
     * The parent's report: an unknown or revoked token is 404, wrong digits
     * 403 and counted, too many wrong digits 429 (decision 0164).
     */
    async parentReport(body: { token: string; digits: string }, ip: string): Promise<ParentReport> {
      const link = await repository.byHash(hashParentToken(body.token));
      if (!link || link.revokedAt !== null) throw notFound(parentMessages.linkNotFound);
      await guard.assertOpen(link.id, ip);
      const row = await users.findById(link.userId);
      if (!row) throw notFound(parentMessages.linkNotFound);
      if (lastFour(row.fatherPhone) !== body.digits) {
        await guard.recordFailure(link.id, ip);
        throw forbidden(parentMessages.wrongDigits);
      }
      await repository.opened(link.id, new Date(clock.now()));
      return report(row);
    },

    /** The same report for an admin, to send the parent on WhatsApp. */
    async adminReport(userId: string): Promise<ParentReport> {
      return report(await student(userId));
    },
  };
}
