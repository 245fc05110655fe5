// Arabic strings of the parents' WhatsApp list on an exam's results (issue 17).
// Admin-only, so kept out of messages.ts and of progress-messages.ts (which the
// student's course page loads): a student's first load doesn't carry them.

export const parentResultsMessages = {
  open: 'ابعت النتيجة لأولياء الأمور',
  intro:
    'اضغط "ابعت" جنب كل طالب يفتح واتساب برسالة جاهزة لولي الأمر. الصف بيتعلّم عليه إنه اتبعت، وبيفضل متعلّم لو قفلت الصفحة ورجعت.',
  progress: (sent: string, total: string) => `اتبعت ${sent} من ${total}`,
  next: 'التالي',
  allSent: 'كل أولياء الأمور اتبعتلهم',
  send: 'ابعت',
  sent: 'اتبعت',
  noPhone: 'مفيش رقم ولي أمر',
  loading: (loaded: string) => `بنجيب النتايج… ${loaded}`,
  empty: 'مفيش نتايج في الامتحان ده لسه',
  columns: {
    student: 'الطالب',
    parentPhone: 'موبايل ولي الأمر',
    score: 'الدرجة',
    average: 'متوسط الفصل',
    rank: 'الترتيب',
  },
  rank: (rank: string, of: string) => `${rank} من ${of}`,
  average: (percent: string) => `${percent}%`,
  sendTo: (name: string) => `ابعت نتيجة ${name} لولي الأمر على واتساب`,
  /** The WhatsApp message: exam, score, class average, rank, date. */
  message: (fields: {
    student: string;
    exam: string;
    date: string;
    score: string;
    total: string;
    average: string;
    rank: string;
    of: string;
  }) =>
    [
      `أهلاً يا فندم، دي نتيجة ${fields.student} في امتحان «${fields.exam}» يوم ${fields.date}:`,
      `الدرجة: ${fields.score} من ${fields.total}`,
      `متوسط الفصل: ${fields.average}%`,
      `الترتيب: ${fields.rank} من ${fields.of}`,
      'مع تحيات سبورة',
    ].join('\n'),
};
