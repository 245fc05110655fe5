import { activeCourseIds, toPounds, type CourseAccess, type User } from '@sabora/contract';
import type { UserRow } from '../../db/schema/index';

export function toUserDto(row: UserRow, access: CourseAccess[], now: number): User {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    fatherPhone: row.fatherPhone,
    level: row.level,
    governorate: row.governorate,
    attendanceType: row.attendanceType,
    courses: activeCourseIds(access, now),
    access,
    balance: toPounds(row.balance),
    vip: row.vip,
    frozen: row.frozen,
    showHidden: row.showHidden,
    createdAt: row.createdAt.getTime(),
  };
}
