// Arabic strings of the admin's exam list, editor and results screens.
// Imported by those admin screens themselves rather than spread into
// messages.ts or the students' exam words (decision 0208).
import { counted, questionsNoun, resultsNoun } from '@sabora/contract';
import { formatCount } from '@/lib/format-number';

export const examAdminMessages = {
  adminExams: {
    newExam: 'امتحان جديد',
    editExam: 'تعديل الامتحان',
    empty: 'لسه مفيش امتحانات',
    noResults: 'مفيش امتحانات بالاسم ده',
    columns: {
      title: 'الامتحان',
      timing: 'الميعاد',
      questions: 'الأسئلة',
      total: 'الدرجة الكلية',
      status: 'الحالة',
      actions: 'إجراءات',
    },
    untimed: 'مالوش ميعاد',
    /** An exam's state now, by the contract's `examState`; an untimed exam is always open. */
    states: { earlyExam: 'لسه مبدأش', open: 'شغال دلوقتي', lateExam: 'خلص' },
    results: 'النتايج',
    fields: {
      title: 'اسم الامتحان',
      discription: 'وصف الامتحان',
      isTimed: 'امتحان بميعاد',
      startTime: 'ميعاد البداية',
      endTime: 'ميعاد النهاية',
      courses: 'الكورسات المطلوبة (لو فاضية الامتحان متاح لكل الطلاب)',
      isForCenter: 'للسنتر بس',
      solutionUrl: 'رابط فيديو الحل',
      questionTitle: 'نص السؤال',
      options: 'الاختيارات (كل اختيار في سطر)',
      correct: 'الإجابات الصحيحة',
      correctHint: 'اكتب الاختيارات الأول وبعدين علّم الصح',
      score: 'الدرجة',
      image: 'صورة السؤال',
    },
    questions: 'الأسئلة',
    addQuestion: 'سؤال جديد',
    duplicate: 'كرر السؤال',
    moveUp: 'طلّع لفوق',
    moveDown: 'نزّل لتحت',
    deleteQuestion: 'امسح السؤال',
    summary: (count: number, total: number) =>
      `${counted(count, questionsNoun, formatCount)} — الدرجة الكلية ${total}`,
    fixErrors: 'في أخطاء في الامتحان، راجع الحقول اللي باللون الأحمر',
    // Verb first, so "متسجلة" needn't agree with a dual ("نتيجتين متسجلين").
    resultsWarning: (count: number) =>
      `الامتحان ده اتسجل فيه ${counted(count, resultsNoun, formatCount)}`,
    resultsWarningDetail:
      'النتايج المتسجلة بتفضل بدرجاتها وقت التسليم؛ لو غيرت إجابة أو درجة، هنعرض عليك بعد الحفظ تعيد تصحيحها.',
    resultsWarningConfirm: 'متأكد إنك عايز تحفظ التعديل؟ بعدها تقدر تعيد تصحيح النتايج.',
    notFound: 'الامتحان ده مش موجود',
    leaveUnsaved: 'في تعديلات على الامتحان لسه متحفظتش. لو خرجت هتضيع، تخرج برضه؟',
  },
  adminResults: {
    tabs: { results: 'النتايج', charts: 'الإحصائيات', nonSolvers: 'اللي محلوش' },
    empty: 'لسه محدش سلّم الامتحان ده',
    noNonSolvers: 'كل الطلاب حلوا الامتحان',
    userEmpty: 'الطالب ده لسه محلش امتحانات',
    average: 'المتوسط',
    median: 'الوسيط',
    max: 'أعلى درجة',
    count: 'عدد اللي سلّموا',
    passed: (percent: number) => `نجحوا (${percent}% فأكتر)`,
    passedOf: (count: number, rate: string) => `من ${count} (${rate})`,
    distribution: 'توزيع الدرجات (%)',
    perQuestion: 'نتيجة كل سؤال',
    students: 'طلاب',
    level: 'الصف',
    provisional: (time: string) =>
      `الأرقام دي لحد الساعة ${time} — النتايج لسه بتوصل، والأرقام بتتحدث كل شوية لوحدها`,
  },
} as const;
