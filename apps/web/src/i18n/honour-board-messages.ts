// Arabic strings of the honour board. Imported by the board itself, which is
// loaded after a result shows, so the exam page's first load doesn't carry them
// (the budget test, e2e/tests/budget.spec.ts).

export const honourBoardMessages = {
  title: 'لوحة الشرف',
  subtitle: 'أعلى 10 في الامتحان',
  columns: { rank: 'الترتيب', name: 'الاسم', governorate: 'المحافظة', score: 'الدرجة' },
};
