export const adminTypes = ['main', 'secondary'] as const;
export type AdminType = (typeof adminTypes)[number];

export const adminTypeLabels: Record<AdminType, string> = {
  main: 'أدمن رئيسي',
  secondary: 'مساعد',
};
