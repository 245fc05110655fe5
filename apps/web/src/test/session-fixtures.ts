import type { SessionAdmin, SessionUser } from '@sabora/contract';

/** A signed-in student as the API returns them; tests spread in what they vary. */
export const studentSession: SessionUser = {
  _id: 'u1',
  name: 'منى أحمد',
  phone: '01012345678',
  fatherPhone: '01112345678',
  level: 'sec-1',
  governorate: 'cairo',
  attendanceType: 'online',
  courses: [],
  vip: false,
  frozen: false,
  showHidden: false,
  createdAt: 1_700_000_000_000,
  token: 'student-token',
};

export const adminSession: SessionAdmin = {
  _id: 'a1',
  name: 'مستر كريم',
  identifier: 'teacher@sabora.test',
  type: 'main',
  updatedAt: 1_700_000_000_000,
  token: 'admin-token',
};
