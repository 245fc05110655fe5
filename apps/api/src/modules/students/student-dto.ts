import type { AdminResultItem, AdminUser, CourseAccess, OwnedCourse } from '@sabora/contract';
import type { ResultRow, UserRow } from '../../db/schema/index';
import type { OwnedCourseRow } from './students.repository';
import { toUserDto } from '../student-account/user-dto';

export function toAdminUserDto(row: UserRow, access: CourseAccess[], now: number): AdminUser {
  return {
    ...toUserDto(row, access, now),
    lastLoginAt: row.lastLoginAt?.getTime() ?? null,
    deviceBound: row.deviceHash !== null,
    updatedAt: row.updatedAt.getTime(),
  };
}

export function toOwnedCourse(row: OwnedCourseRow): OwnedCourse {
  return { _id: row.id, title: row.title, level: row.level, until: row.until?.getTime() ?? null };
}

export function toStudentResult(
  student: UserRow,
  { result, examTitle }: { result: ResultRow; examTitle: string | null },
): AdminResultItem {
  const user = {
    _id: student.id,
    name: student.name,
    phone: student.phone,
    fatherPhone: student.fatherPhone,
    governorate: student.governorate,
  };
  return {
    _id: result.id,
    exam: result.examId && examTitle !== null ? { _id: result.examId, title: examTitle } : null,
    user,
    student: user,
    score: result.score,
    totalScore: result.totalScore,
    submittedAt: result.submittedAt.getTime(),
  };
}
