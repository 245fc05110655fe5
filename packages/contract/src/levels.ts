export const levels = ['prep-1', 'prep-2', 'prep-3', 'sec-1', 'sec-2', 'sec-3'] as const;
export type Level = (typeof levels)[number];
export const defaultLevel: Level = 'sec-1';

export const levelLabels: Record<Level, string> = {
  'prep-1': 'الصف الأول الإعدادي',
  'prep-2': 'الصف الثاني الإعدادي',
  'prep-3': 'الصف الثالث الإعدادي',
  'sec-1': 'الصف الأول الثانوي',
  'sec-2': 'الصف الثاني الثانوي',
  'sec-3': 'الصف الثالث الثانوي',
};
