// Arabic strings of the honour board's switch in the exam editor. Imported by the
// editor itself, so a student's first load doesn't carry them (the budget test).

export const honourBoardAdminMessages = {
  label: 'لوحة الشرف',
  hint: 'بعد ما الامتحان يخلص، الطلاب يشوفوا أعلى 10: الاسم الأول وأول حرف من اسم العيلة والمحافظة والدرجة',
};
