import type { User } from '@sabora/contract';
import type { UserRow } from '../../db/schema/index';

export function toUserDto(row: UserRow, courses: string[]): User {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    fatherPhone: row.fatherPhone,
    level: row.level,
    governorate: row.governorate,
    attendanceType: row.attendanceType,
    courses,
    vip: row.vip,
    frozen: row.frozen,
    showHidden: row.showHidden,
    createdAt: row.createdAt.getTime(),
  };
}
