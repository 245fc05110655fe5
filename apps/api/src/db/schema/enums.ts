import { pgEnum } from 'drizzle-orm/pg-core';
import { adminTypes, attendanceTypes, governorates, levels } from '@sabora/contract';

export const levelEnum = pgEnum('level', levels);
export const governorateEnum = pgEnum('governorate', governorates);
export const attendanceTypeEnum = pgEnum('attendance_type', attendanceTypes);
export const adminTypeEnum = pgEnum('admin_type', adminTypes);
