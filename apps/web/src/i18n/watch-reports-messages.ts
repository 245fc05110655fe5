// Arabic strings of the teacher's view of watching (issue 17): the student's
// "المشاهدة" section and the video's "مين اتفرج" list. Admin-only, so kept
// out of messages.ts: a student's first load doesn't carry them.
import { counted, minutesNoun } from '@sabora/contract';
import type { CountedNoun } from '@sabora/contract';
import { formatCount } from '@/lib/format-number';

const videosNoun: CountedNoun = {
  one: 'فيديو واحد',
  two: 'فيديوهين',
  few: 'فيديوهات',
  many: 'فيديو',
};

/** A filter's name, with its count when the count is known. */
const withCount = (name: string, count: string | undefined) =>
  count === undefined ? name : `${name} (${count})`;

export const watchReportsMessages = {
  student: {
    title: 'المشاهدة',
    courses: 'التقدم في الكورسات',
    noCourses: 'الطالب مش مشترك في كورسات لسه',
    courseLine: (watched: number, videos: number) =>
      `خلّص ${formatCount(watched)} من ${counted(videos, videosNoun, formatCount)}`,
    videos: 'الفيديوهات اللي اتفرج عليها',
    noVideos: 'الطالب لسه مشافش أي فيديو',
    loadFailed: 'مقدرناش نجيب المشاهدة دلوقتي، جرّب تاني',
  },
  viewers: {
    title: 'مين اتفرج',
    intro:
      'كل الطلاب اللي يقدروا يشوفوا الفيديو ده دلوقتي. اختار "لسه مبدأوش" وكلّم الطلاب أو أولياء الأمور.',
    empty: 'مفيش طلاب في القائمة دي',
    exportFileName: 'مين اتفرج',
    scrollHint: 'الجدول عريض: اسحبه يمين وشمال عشان تشوف باقي الأعمدة',
    tableLabel: 'الطلاب اللي يقدروا يشوفوا الفيديو',
    // Without the summary (not arrived, or failed) each tab is its name alone, never "(0)".
    tabs: {
      all: (count?: string) => withCount('الكل', count),
      completed: (count?: string) => withCount('خلّصوا', count),
      started: (count?: string) => withCount('بدأوا', count),
      'not-started': (count?: string) => withCount('لسه مبدأوش', count),
    },
    tabsLabel: 'فلترة حسب المشاهدة',
  },
  status: {
    completed: 'خلّص الفيديو',
    started: 'بدأ ولسه مخلّصش',
    'not-started': 'لسه مبدأش',
  },
  columns: {
    student: 'الطالب',
    phone: 'موبايل الطالب',
    fatherPhone: 'موبايل ولي الأمر',
    video: 'الفيديو',
    status: 'الحالة',
    minutes: 'دقايق المشاهدة',
    coverage: 'اتشاف كام من الفيديو',
    views: 'المشاهدات',
    firstWatched: 'أول مشاهدة',
    lastWatched: 'آخر مشاهدة',
    actions: 'تعديل المشاهدات',
  },
  minutes: (minutes: number) => counted(minutes, minutesNoun, formatCount),
  views: (used: string, allowed: string | null) =>
    allowed === null ? `${used} (مفتوح)` : `${used} من ${allowed}`,
  never: 'لسه',
  coverageLabel: (percent: string) => `اتشاف ${percent}% من الفيديو`,
  whatsapp: 'واتساب',
  whatsappTo: (phone: string) => `واتساب ${phone}`,
  grant: {
    reset: 'صفّر المشاهدات',
    add: 'زوّد مشاهدات',
    resetTitle: (name: string) => `تصفير مشاهدات ${name}؟`,
    resetContent:
      'عدد المشاهدات اللي استخدمها هيرجع صفر، ويقدر يشوف الفيديو تاني بعدد المشاهدات المسموح كله.',
    addTitle: (name: string) => `زوّد مشاهدات ${name}`,
    count: 'عدد المشاهدات الزيادة',
    confirmAdd: 'زوّد',
    unlimited: 'الفيديو ده مشاهداته مفتوحة من غير حد، فمفيش مشاهدات تتزوّد',
    cancel: 'إلغاء',
    done: 'اتسجّل، والتغيير متسجل في سجل الطالب',
  },
} as const;
