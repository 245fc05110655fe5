// Arabic strings of the exam's "own windows" tab (extra time, make-ups).
// Admin-only, so kept out of messages.ts: a student's first load doesn't carry them.
import { counted, minutesNoun } from '@sabora/contract';
import { formatCount } from '@/lib/format-number';

export const examWindowsMessages = {
  tab: 'مواعيد خاصة',
  intro:
    'لو طالب محتاج وقت زيادة، أو كان عيان وهيمتحن في ميعاد تاني، اديله ميعاد خاص هنا. كل حاجة بتمشي على ميعاده هو: العداد، التسليم، والنتيجة.',
  examWindow: (start: string, end: string) => `ميعاد الامتحان لكل الطلاب: من ${start} لحد ${end}`,
  untimed:
    'الامتحان ده مالوش ميعاد، فكل طالب يقدر يحله في أي وقت. المواعيد الخاصة للامتحانات اللي ليها ميعاد بس.',
  add: 'ميعاد خاص لطالب',
  empty: 'مفيش طلاب ليهم مواعيد خاصة في الامتحان ده',
  columns: {
    student: 'الطالب',
    phone: 'موبايل الطالب',
    fatherPhone: 'موبايل ولي الأمر',
    governorate: 'المحافظة',
    what: 'الميعاد الخاص',
    window: 'ميعاده هو',
  },
  extra: (minutes: number) => `${counted(minutes, minutesNoun, formatCount)} زيادة`,
  newWindow: 'ميعاد تاني',
  windowRange: (start: string, end: string) => `من ${start} لحد ${end}`,
  form: {
    titleNew: 'ميعاد خاص لطالب',
    titleEdit: (name: string) => `الميعاد الخاص لـ ${name}`,
    student: 'الطالب',
    studentPlaceholder: 'اكتب اسم الطالب أو رقم موبايله',
    noStudents: 'مفيش طالب بالاسم أو الرقم ده',
    submitted: 'سلّم الامتحان خلاص',
    kind: 'نوع الميعاد',
    kindExtra: 'وقت إضافي',
    kindWindow: 'ميعاد تاني (امتحان تعويضي)',
    extraMinutes: 'الوقت الإضافي بالدقايق',
    extraHint: 'بيتضاف على آخر الامتحان، والعداد بتاعه بيطول بنفس المدة',
    startTime: 'يبدأ امتحانه',
    endTime: 'يخلص امتحانه',
    windowHint: 'سيب خانة فاضية علشان تفضل زي ميعاد الامتحان',
    save: 'حفظ الميعاد',
    pickStudent: 'اختار الطالب الأول',
    needWindow: 'اختار ميعاد البداية أو النهاية الجديد',
  },
  removeTitle: (name: string) => `تلغي الميعاد الخاص لـ ${name}؟`,
  removeContent:
    'الطالب هيرجع على ميعاد الامتحان العادي: لو الميعاد ده خلص وهو لسه بيحل، امتحانه هيتقفل ويتصحح على اللي حله.',
  revealWarning:
    'خلي بالك: الطلاب اللي خلصوا في الميعاد العادي بيشوفوا نتيجتهم والإجابات الصح أول ما ميعادهم يخلص، حتى لو الطالب ده لسه بيحل.',
  saved: 'اتحفظ الميعاد الخاص',
  removed: 'اتلغى الميعاد الخاص، والطالب رجع على ميعاد الامتحان',
};
