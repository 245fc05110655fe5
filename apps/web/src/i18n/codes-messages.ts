// Arabic strings of the recharge-code screens (batches, the printed sheet,
// lookup). Imported by those admin screens themselves rather than spread into
// messages.ts, so a student's first load doesn't carry them (the budget test).
import { counted } from '@sabora/contract';
import type { CountedNoun } from '@sabora/contract';
import { formatCount } from '@/lib/format-number';

const codesNoun: CountedNoun = { one: 'كود واحد', two: 'كودين', few: 'أكواد', many: 'كود' };
const cardsNoun: CountedNoun = { one: 'كارت واحد', two: 'كارتين', few: 'كروت', many: 'كارت' };

export const codesMessages = {
  codes: {
    menu: {
      batches: 'أكواد الشحن',
      lookup: 'البحث عن كود',
    },
    batches: {
      title: 'دفعات أكواد الشحن',
      newBatch: 'دفعة جديدة',
      empty: 'لسه مفيش دفعات أكواد. اطبع أول دفعة من زرار "دفعة جديدة"',
      createdAt: 'اتعملت',
      amount: 'قيمة الكارت',
      count: 'العدد',
      used: 'اتشحن',
      expiresAt: 'تنتهي',
      noExpiry: 'مفيش تاريخ انتهاء',
      note: 'ملاحظة',
      admin: 'عملها',
      state: 'الحالة',
      active: 'شغالة',
      disabled: 'موقوفة',
      expired: 'انتهت',
      usedOf: (used: string, count: string) => `${used} من ${count}`,
      open: 'الأكواد',
    },
    form: {
      title: 'دفعة أكواد جديدة',
      amount: 'قيمة الكارت (جنيه)',
      count: 'عدد الأكواد',
      countHint: 'لحد 5000 كود في الدفعة',
      expiresAt: 'تاريخ الانتهاء (اختياري)',
      note: 'ملاحظة (مثلاً: سنتر الهرم، شهر نوفمبر)',
      submit: 'اعمل الأكواد',
    },
    printed: {
      title: 'الأكواد جاهزة للطباعة',
      warning:
        'الأكواد دي بتظهر مرة واحدة بس، دلوقتي. اطبعها أو نزّل ملف CSV قبل ما تقفل الصفحة: بعد كده محدش يقدر يشوفها تاني، ولا حتى إنت.',
      print: 'اطبع الكروت (A4)',
      csv: 'نزّل ملف CSV',
      done: 'خلصت، ارجع للدفعات',
      leaveConfirm: 'اتأكد إنك طبعت الأكواد أو نزّلت الملف. لو خرجت مش هتقدر تشوفها تاني',
      preview: (shown: number, total: number) =>
        `معاينة أول ${counted(shown, cardsNoun, formatCount)} من ${formatCount(total)}`,
      summary: (count: number, amount: string) =>
        `${counted(count, codesNoun, formatCount)}، قيمة كل كارت ${amount}`,
    },
    card: {
      amount: (amount: string) => `${amount} جنيه`,
      title: 'كارت شحن رصيد',
      expires: (date: string) => `صالح لحد ${date}`,
      noExpiry: 'صالح من غير تاريخ انتهاء',
      scan: 'امسح الكود أو اكتب الأرقام في صفحة الشحن',
      serial: (serial: string) => `مسلسل ${serial}`,
    },
    csv: {
      fileName: (date: string) => `أكواد-الشحن-${date}.csv`,
      serial: 'المسلسل',
      code: 'الكود',
      amount: 'القيمة (جنيه)',
      expiresAt: 'تاريخ الانتهاء',
      link: 'رابط الشحن',
      note: 'ملاحظة',
    },
    batch: {
      title: 'أكواد الدفعة',
      disable: 'وقّف الدفعة',
      disableTitle: 'توقيف الدفعة',
      disableConfirm:
        'كل الأكواد اللي لسه ما اتشحنتش في الدفعة دي هتتوقف ومحدش هيقدر يشحنها. الأكواد اللي اتشحنت قبل كده رصيدها بيفضل زي ما هو.',
      disabled: 'الدفعة اتوقفت',
      disabledAt: (date: string) => `موقوفة من ${date}`,
      serial: 'المسلسل',
      code: 'الكود',
      status: 'الحالة',
      student: 'الطالب',
      usedAt: 'اتشحن في',
      deletedStudent: 'طالب اتمسح',
      empty: 'مفيش أكواد في الدفعة دي',
      back: 'كل الدفعات',
    },
    lookup: {
      title: 'البحث عن كود شحن',
      intro:
        'اكتب الكود اللي الطالب بيقراه في التليفون. ينفع بالأرقام العربي أو الإنجليزي، وبمسافات أو من غيرها، أو الصق رابط الكارت.',
      label: 'الكود',
      placeholder: '1234 5678 9012 3456 7890',
      search: 'دوّر',
      status: 'الحالة',
      student: 'الطالب',
      usedAt: 'اتشحن في',
      batch: 'الدفعة',
      amount: 'القيمة',
      serial: 'المسلسل',
      expiresAt: 'تنتهي',
      code: 'الكود',
    },
  },
} as const;
