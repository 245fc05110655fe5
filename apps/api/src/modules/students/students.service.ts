import type { z } from 'zod';
import type {
  AdminUser,
  AdminUserPage,
  adminUserPatchBody,
  adminUsersExportQuery,
  adminUsersQuery,
  AdminUsersResponse,
  DeletedResponse,
} from '@sabora/contract';
import { studentPageResultsLimit } from '@sabora/contract';
import type { Transaction } from '../../db/executor';
import type { UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/database-errors';
import { createFreshShare, queryKey } from '../../lib/fresh-share';
import { notFound, unprocessable } from '../../lib/http-errors';
import { hashPassword } from '../../lib/password';
import type { Sheet } from '../../lib/export/sheet-stream';
import { messages } from '../../messages';
import { changedFields, deletedFields, hiddenChange } from '../audit/audit-changes';
import type { Actor, AuditService } from '../audit/audit.service';
import type { BillsService } from '../bills/bills.service';
import type { CallsService } from '../calls/calls.service';
import { toAdminUserDto, toOwnedCourse, toStudentResult } from './student-dto';
import type { StudentsRepository } from './students.repository';
import type { StudentCounts } from './student-counts';
import { studentsSheet } from './students-sheet';

interface Deps {
  repository: StudentsRepository;
  bills: BillsService;
  calls: CallsService;
  audit: AuditService;
  clock: Clock;
  /** The list's totals, kept per filter. */
  counts: Pick<StudentCounts, 'count'>;
  /** Drops this process's copy of a changed student; other processes hear it from the database. */
  forgetStudent(id: string): void;
}

export type StudentsService = ReturnType<typeof createStudentsService>;

type Patch = z.output<typeof adminUserPatchBody>;
type PageQuery = z.output<typeof adminUsersQuery>;

/** The admin's side of students: find, read, edit, reset a device, delete. */
export function createStudentsService(deps: Deps) {
  const { repository, bills, calls, audit, clock, counts, forgetStudent } = deps;
  /** The student as the admin sees them, read inside the transaction that changes them. */
  async function snapshot(tx: Transaction, row: UserRow): Promise<AdminUser> {
    return toAdminUserDto(row, await repository.accessOf(row.id, tx), clock.now());
  }

  async function lockStudent(tx: Transaction, id: string): Promise<UserRow> {
    const row = await repository.lockById(tx, id);
    if (!row) throw notFound(messages.userNotFound);
    return row;
  }

  async function checkPatch(tx: Transaction, before: UserRow, patch: Patch): Promise<void> {
    const problems: string[] = [];
    if (patch.phone && (await repository.phoneTaken(patch.phone, before.id, tx))) {
      problems.push(messages.phoneTakenByOther);
    }
    if ((patch.phone ?? before.phone) === (patch.fatherPhone ?? before.fatherPhone)) {
      problems.push(messages.samePhones);
    }
    if (patch.courses && !(await repository.coursesExist(patch.courses, tx))) {
      problems.push(messages.unknownCourses);
    }
    if (problems.length > 0) throw unprocessable(problems);
  }

  async function update(actor: Actor, id: string, patch: Patch): Promise<AdminUser> {
    const { password, courses: courseIds, ...fields } = patch;
    // Hashed before the transaction: argon2 takes tens of milliseconds a row lock should not wait for.
    const passwordHash = password === undefined ? undefined : await hashPassword(password);
    const now = new Date(clock.now());
    try {
      return await repository.transaction(async (tx) => {
        const before = await lockStudent(tx, id);
        await checkPatch(tx, before, patch);
        const beforeDto = await snapshot(tx, before);
        const row = await repository.update(
          tx,
          id,
          { ...fields, ...(passwordHash ? { passwordHash } : {}), updatedAt: now },
          passwordHash !== undefined,
        );
        if (courseIds) await repository.replaceCourses(tx, id, courseIds, now);
        const after = await snapshot(tx, row);
        const changes = changedFields(beforeDto, after);
        if (passwordHash) changes.password = hiddenChange;
        await audit.record(tx, {
          actor,
          action: 'user.update',
          entityType: 'user',
          entityId: id,
          studentId: id,
          changes,
        });
        return after;
      });
    } catch (error) {
      // Two admins giving two students the same phone at once: the unique index decides.
      if (isUniqueViolation(error)) throw unprocessable([messages.phoneTakenByOther]);
      throw error;
    } finally {
      forgetStudent(id);
    }
  }

  // Admins asking for the same page at once share one reading of it (decision 0215).
  const readPage = createFreshShare(async (key): Promise<AdminUsersResponse> => {
    const query = JSON.parse(key) as PageQuery;
    const now = clock.now();
    const [rows, count] = await Promise.all([
      repository.page(query, new Date(now)),
      counts.count(query),
    ]);
    const owned = await repository.accessByUser(rows.map((row) => row.id));
    return {
      users: rows.map((row) => toAdminUserDto(row, owned.get(row.id) ?? [], now)),
      count,
    };
  });

  return {
    page(query: PageQuery): Promise<AdminUsersResponse> {
      return readPage(queryKey(query));
    },

    exportSheet(filters: z.output<typeof adminUsersExportQuery>): Sheet {
      return studentsSheet(repository.exportPages(filters, new Date(clock.now())));
    },

    /** Everything about one student in one call: the page an assistant keeps open on a call. */
    async studentPage(id: string): Promise<AdminUserPage> {
      const row = await repository.findById(id);
      if (!row) throw notFound(messages.userNotFound);
      const [courses, studentBills, studentCalls, results, resultsTotal, history] =
        await Promise.all([
          repository.ownedCourses(id),
          bills.ofStudent(id),
          calls.ofStudent(id),
          repository.latestResultsOf(id, studentPageResultsLimit),
          repository.countResultsOf(id),
          audit.forStudent(id),
        ]);
      return {
        user: toAdminUserDto(
          row,
          courses.map((course) => ({ course: course.id, until: course.until?.getTime() ?? null })),
          clock.now(),
        ),
        courses: courses.map(toOwnedCourse),
        bills: studentBills,
        calls: studentCalls,
        results: results.map((result) => toStudentResult(row, result)),
        resultsTotal,
        history,
      };
    },

    update,

    /** Unbinds the device; the next login binds the one it comes from. Sessions end. */
    async resetDevice(actor: Actor, id: string): Promise<AdminUser> {
      const reset = repository.transaction(async (tx) => {
        const before = await lockStudent(tx, id);
        const row = await repository.update(
          tx,
          id,
          { deviceHash: null, updatedAt: new Date(clock.now()) },
          true,
        );
        await audit.record(tx, {
          actor,
          action: 'user.reset-device',
          entityType: 'user',
          entityId: id,
          studentId: id,
          changes: { deviceBound: { before: before.deviceHash !== null, after: false } },
        });
        return snapshot(tx, row);
      });
      return reset.finally(() => forgetStudent(id));
    },

    /** Deletes the student; their tokens stop working because the account is gone. */
    async remove(actor: Actor, id: string): Promise<DeletedResponse> {
      await repository
        .transaction(async (tx) => {
          const before = await lockStudent(tx, id);
          const record = await snapshot(tx, before);
          await repository.remove(tx, id);
          await audit.record(tx, {
            actor,
            action: 'user.delete',
            entityType: 'user',
            entityId: id,
            studentId: id,
            changes: deletedFields(record),
          });
        })
        .finally(() => forgetStudent(id));
      return { message: messages.deleted };
    },
  };
}
