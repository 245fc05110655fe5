import type { FastifyRequest } from 'fastify';
import { adminViewer, visitorViewer, type StudentViewer, type Viewer } from '@sabora/contract';
import type { UserRow } from '../../db/schema/index';

export function studentViewer(row: UserRow, courses: readonly string[]): StudentViewer {
  return {
    kind: 'student',
    level: row.level,
    attendanceType: row.attendanceType,
    vip: row.vip,
    frozen: row.frozen,
    showHidden: row.showHidden,
    courses,
  };
}

/** Who is asking, after `authenticator.identify` ran: a visitor, a student or an admin. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (request.admin) return adminViewer;
  if (request.student) return studentViewer(request.student, request.studentCourseIds);
  return visitorViewer;
}
