import type { AdminUser, SessionAdmin, SessionUser } from '@sabora/contract';

const studentFields: Omit<SessionUser, 'token'> = {
  _id: 'u1',
  name: 'منى أحمد',
  phone: '01012345678',
  fatherPhone: '01112345678',
  level: 'sec-1',
  governorate: 'cairo',
  attendanceType: 'online',
  courses: [],
  access: [],
  balance: 0,
  vip: false,
  frozen: false,
  showHidden: false,
  createdAt: 1_700_000_000_000,
};

/** A signed-in student as the API returns them; tests spread in what they vary. */
export const studentSession: SessionUser = { ...studentFields, token: 'student-token' };

/** A student as an admin list returns them; tests spread in what they vary. */
export const listedStudent: AdminUser = {
  ...studentFields,
  _id: '0a6e2f3c-1111-4000-8000-000000000001',
  level: 'sec-2',
  updatedAt: 1_700_000_000_000,
  lastLoginAt: null,
  deviceBound: true,
};

export const adminSession: SessionAdmin = {
  _id: 'a1',
  name: 'مستر كريم',
  identifier: 'teacher@sabora.test',
  type: 'main',
  updatedAt: 1_700_000_000_000,
  token: 'admin-token',
};
