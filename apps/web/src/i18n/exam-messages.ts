// Arabic strings of the exams, results and profile screens: only those lazy
// screens import them, so no first load carries them (decision 0208).
import { answersNoun, counted, marksNoun, questionsNoun } from '@sabora/contract';

/** "دقيقة" counted the Egyptian way: دقيقة، دقيقتين، ٣–١٠ دقايق، ١١ دقيقة وأكتر. */
function minutesText(minutes: number): string {
  if (minutes === 1) return 'دقيقة';
  if (minutes === 2) return 'دقيقتين';
  return minutes >= 3 && minutes <= 10 ? `${minutes} دقايق` : `${minutes} دقيقة`;
}

export const examMessages = {
  exams: {
    studentsOnly: 'الامتحانات للطلاب بس',
    adminPreview: 'انت داخل كأدمن: بتشوف الامتحان بس، الطلاب بس هم اللي بيسلّموا.',
    onlyStudentsSubmit: 'الطلاب بس هم اللي بيسلّموا الامتحان',
    earlyResultTitle: 'انت سلمت الامتحان',
    earlyResult: 'انت سلمت الامتحان، النتيجة هتظهر بعد ما وقت الامتحان يخلص',
    toResults: 'نتايج امتحاناتي',
    earlyExamHint: 'الامتحان لسه مبدأش.',
    startsAt: 'بيبدأ',
    endsAt: 'بيخلص',
    lateExam: 'الامتحان ده خلص',
    notFound: 'الامتحان ده مش موجود، جرب تاني بعد شوية',
    question: (n: number) => `سؤال ${n}`,
    choose: (count: number) => (count === 1 ? 'اختار إجابة واحدة' : `اختار ${count}`),
    points: (score: number) => counted(score, marksNoun),
    answered: (done: number, total: number) => `حليت ${done} من ${total}`,
    submit: 'سلّم الامتحان',
    submitConfirm: 'متأكد إنك عايز تسلّم الامتحان؟',
    submitConfirmHint: 'بعد التسليم مش هتقدر تغيّر إجاباتك.',
    unanswered: 'في أسئلة لسه محلتهاش',
    submitted: 'امتحانك اتسجل',
    timeOver: 'الوقت خلص',
    timeOverSubmitting: 'الوقت خلص، بنسلّم إجاباتك…',
    remaining: 'الوقت الباقي',
    lastFive: 'فاضل ٥ دقايق',
    lastMinute: 'فاضل دقيقة',
    extraTime: (minutes: number) => `معاك ${minutesText(minutes)} زيادة`,
    ownWindow: (from: string, to: string) => `ميعادك: ${from} - ${to}`,
    lateStart: (minutes: number) =>
      minutes < 1
        ? 'الامتحان بدأ، فاضلك أقل من دقيقة'
        : `الامتحان بدأ، فاضلك ${minutesText(minutes)} بس`,
    start: 'ابدأ الامتحان',
    saved: 'اتحفظ',
    saving: 'بيتحفظ…',
    savedLocally: 'اتحفظ على الجهاز',
    submitFailed:
      'سلّمت الامتحان، بس إجاباتك لسه موصلتش: محفوظة على الجهاز وهتتبعت لوحدها أول ما الاتصال يرجع.',
    offlineSafe: 'النت فاصل. إجاباتك محفوظة على الجهاز وهتتبعت أول ما النت يرجع.',
    serverAwaySafe: 'تعذر الاتصال بالسيرفر. إجاباتك محفوظة على الجهاز وهتتبعت أول ما يرد.',
    notArrived: (count: number, total: number) =>
      `الامتحان قفل قبل ما ${count} من ${counted(total, answersNoun)} توصل من جهازك. النتيجة محسوبة على اللي وصل بس.`,
    outboxSent: 'إجابات امتحانك اللي سلّمته والنت فاصل اتبعتت',
    retryNow: 'ابعت تاني دلوقتي',
    retrying: 'بنحاول نبعت…',
    solution: 'حل الامتحان',
    solveFirst: 'لازم تحل الامتحان الأول',
    totalQuestions: (count: number) => counted(count, questionsNoun),
    correctOption: 'إجابة صحيحة',
    // Issue 13: say when, in Cairo time, instead of "after the exam ends".
    revealAt: (when: string) => `النتيجة هتظهر هنا لوحدها يوم ${when} بتوقيت القاهرة`,
    startsOn: (when: string) => `الامتحان بيبدأ يوم ${when} بتوقيت القاهرة`,
    // "حل امتحان الباب الأول", but not "حل امتحان امتحان …" of a title that says it.
    solutionOf: (title: string) => (title.trim().startsWith('امتحان') ? 'حل' : 'حل امتحان'),
  },
  results: {
    score: 'الدرجة',
    total: (score: string, total: string) => `${score} / ${total}`,
    notShownYet: 'النتيجة لسه مظهرتش',
    deletedExam: 'امتحان اتمسح',
    deletedQuestion: 'السؤال ده اتمسح',
    deletedUser: 'طالب اتمسح',
    empty: 'لسه معندكش نتايج امتحانات',
    date: 'التاريخ',
    exam: 'الامتحان',
    student: 'الطالب',
    phone: 'الموبايل',
    details: 'التفاصيل',
    yourAnswer: 'إجابتك',
    noAnswer: 'محلتش السؤال ده',
    // The same result read by an admin: about the student, not to them.
    studentAnswer: 'إجابة الطالب',
    studentNoAnswer: 'الطالب محلّش السؤال ده',
    studentStanding: (rank: number, of: number) => `ترتيبه ${rank} من ${of}`,
    correctAnswers: 'الإجابة الصحيحة',
    ratings: { correct: 'صح', 'semi-correct': 'نص صح', wrong: 'غلط' },
    notFound: 'النتيجة دي مش موجودة',
    back: 'ارجع للنتايج',
    solution: 'شوف حل الامتحان',
    standing: (rank: number, of: number) => `ترتيبك ${rank} من ${of}`,
    classAverage: (percent: string) => `متوسط الفصل ${percent}`,
    provisional: 'مؤقت: فيه زمايلك لسه بيمتحنوا',
  },
  profileInfo: {
    name: 'الاسم',
    phone: 'رقم الموبايل',
    fatherPhone: 'رقم ولي الأمر',
    level: 'الصف',
    governorate: 'المحافظة',
    attendanceType: 'نظام الدراسة',
    vip: 'VIP',
  },
} as const;
