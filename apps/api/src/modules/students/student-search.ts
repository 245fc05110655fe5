import { and, asc, eq, gt, isNull, like, lte, or, type SQL } from 'drizzle-orm';
import { normalizePhone } from '@sabora/contract';
import type { AttendanceType, Governorate, Level } from '@sabora/contract';
import { users } from '../../db/schema/index';
import { foldArabic, foldedSql } from '../../lib/arabic-fold';

/** Students by name, in the order of the index users_name_id_idx (decision 0242). */
export const byName = [asc(users.name), asc(users.id)] as const;

export interface StudentFilters {
  search?: string | undefined;
  level?: Level | undefined;
  governorate?: Governorate | undefined;
  attendanceType?: AttendanceType | undefined;
  vip?: boolean | undefined;
  frozen?: boolean | undefined;
  noCourse?: boolean | undefined;
}

/**
 * The digits of a search that is a phone number, or undefined for a name.
 * A whole number pasted from WhatsApp ("+20 101 234 5678") is read by the
 * contract's phone rule; the start of one read out with Egypt's code ("+20 10…",
 * "0020 10…") is the start of the local number ("010…"). Without a "+" or "00",
 * "2010" may be any part of a number and is looked for as it is.
 */
export function phoneDigits(search: string): string | undefined {
  const digits = normalizePhone(search)
    .replace(/^(?:\+|00)20(?=1)/, '0')
    .replace(/^\+/, '');
  return /^\d+$/.test(digits) ? digits : undefined;
}

// LIKE wildcards typed by the admin match themselves.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The students a search finds by part of their name or of their or their parent's phone. */
export function studentSearchWhere(search: string | undefined): SQL | undefined {
  const text = search?.trim().replace(/\s+/g, ' ');
  if (!text) return undefined;
  const digits = phoneDigits(text);
  if (digits) {
    // A parent calls as often as the student does.
    const pattern = `%${escapeLike(digits)}%`;
    return or(like(users.phone, pattern), like(users.fatherPhone, pattern));
  }
  return like(foldedSql(users.name), `%${escapeLike(foldArabic(text))}%`);
}

// "Without a course" means owning none now: a student whose every access lapsed is one.
// users.access_until is the end of their latest access, kept by a trigger from
// user_courses (decision 0224), so this is a range of its index, not an anti-join.
function ownershipWhere(noCourse: boolean | undefined, now: Date): SQL | undefined {
  if (noCourse === undefined) return undefined;
  const at = now.toISOString();
  return noCourse
    ? or(isNull(users.accessUntil), lte(users.accessUntil, at))
    : gt(users.accessUntil, at);
}

/** The WHERE clause of the student list and its export, as things stand at `now`. */
export function studentsWhere(filters: StudentFilters, now: Date): SQL | undefined {
  return and(
    studentSearchWhere(filters.search),
    filters.level ? eq(users.level, filters.level) : undefined,
    filters.governorate ? eq(users.governorate, filters.governorate) : undefined,
    filters.attendanceType ? eq(users.attendanceType, filters.attendanceType) : undefined,
    filters.vip === undefined ? undefined : eq(users.vip, filters.vip),
    filters.frozen === undefined ? undefined : eq(users.frozen, filters.frozen),
    ownershipWhere(filters.noCourse, now),
  );
}
