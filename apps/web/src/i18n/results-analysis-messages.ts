// Arabic strings of the item analysis and the printed results sheet. Imported
// by those admin screens themselves rather than spread into messages.ts, so a
// student's first load doesn't carry them (the budget test).
import { counted } from '@sabora/contract';
import type { CountedNoun } from '@sabora/contract';
import { formatCount } from '@/lib/format-number';

const studentsNoun: CountedNoun = { one: 'طالب واحد', two: 'طالبين', few: 'طلاب', many: 'طالب' };
const students = (count: number) => counted(count, studentsNoun, formatCount);

export const resultsAnalysisMessages = {
  spread: {
    sd: 'الانحراف المعياري',
    sdValue: (sd: string, total: string) => `${sd} درجة (الامتحان من ${total})`,
    sdHelp:
      'الدرجات متفرقة قد إيه حوالين المتوسط. رقم صغير يعني الطلاب درجاتهم قريبة من بعض، ورقم كبير يعني فيه فرق كبير بين الشاطر والضعيف.',
    reliability: 'ثبات الامتحان',
    reliabilityHelp:
      'هل أسئلة الامتحان بتقيس نفس الحاجة؟ رقم أقصاه 1: من 0.7 لفوق كويس، وتحت 0.5 يبقى الامتحان محتاج أسئلة أكتر أو أوضح، ولو طلع بالسالب يبقى أسئلة بتعاكس بعضها أو الطلاب قليلين أوي على الحساب ده. بيتحسب بمعادلة KR-20 لو كل سؤال يا صح يا غلط، وبألفا كرونباخ لو فيه درجات جزئية.',
    reliabilityMissing:
      'مش محسوب: محتاج طالبين وسؤالين على الأقل، ودرجات مش كلها زي بعض، وكل الطلاب حلوا نفس الأسئلة (مش سحب عشوائي).',
    notEnough: 'محتاج طالبين على الأقل',
    levels: { good: 'كويس', fair: 'مقبول', weak: 'ضعيف' },
  },
  items: {
    title: 'تحليل الأسئلة',
    intro: 'لكل سؤال: سهل ولا صعب، وبيفرّق بين الشاطر والضعيف ولا لأ، وكل اختيار اتختار قد إيه.',
    facility: 'السهولة',
    facilityHelp: 'سهولة السؤال: نسبة اللي جاوبوه صح (بالدرجة). فوق 85% سهل أوي، وتحت 30% صعب أوي.',
    discrimination: 'التمييز',
    discriminationHelp:
      'تمييز السؤال: هل الشاطرين بيجاوبوه صح أكتر من الضعاف؟ من 0.3 لفوق كويس، وقريب من الصفر السؤال مش بيفرّق بينهم، ولو بالسالب يبقى الشاطرين بيغلطوا فيه أكتر: راجع الإجابة الصح أو صياغة السؤال.',
    answered: 'جاوبه',
    answeredHelp: 'جاوبه: عدد الطلاب اللي السؤال كان في امتحانهم.',
    answeredOf: students,
    options: 'الاختيارات',
    share: 'اختاروه',
    correct: 'الإجابة الصح',
    misleading: 'مضلِّل',
    misleadingHelp:
      'مضلِّل: اختيار غلط اختاره أعلى 27% من الطلاب أكتر من أقل 27%. غالبًا صياغته أو الإجابة الصح محتاجة مراجعة.',
    question: (n: number) => `س${n}`,
    none: 'محدش جاوبه لسه',
    notComputed: 'مش محسوب',
    facilityLevels: { easy: 'سهل أوي', fine: 'مناسب', hard: 'صعب أوي' },
    discriminationLevels: {
      good: 'بيفرّق كويس',
      fair: 'مقبول',
      weak: 'ضعيف',
      reversed: 'عكسي: راجعه',
    },
    empty: 'لسه محدش سلّم، التحليل هيظهر أول ما الطلاب يسلّموا.',
  },
  print: {
    button: 'اطبع النتايج',
    title: (exam: string) => `نتايج ${exam}`,
    summary: (count: number, average: string) => `${students(count)} · المتوسط ${average}%`,
    printedAt: (date: string) => `اتطبعت ${date}`,
    print: 'اطبع',
    back: 'رجوع للنتايج',
    loading: (loaded: string) => `بيحمّل النتايج… ${loaded}`,
    empty: 'لسه محدش سلّم الامتحان ده، مفيش حاجة تتطبع.',
    columns: {
      rank: 'الترتيب',
      name: 'الاسم',
      governorate: 'المحافظة',
      score: 'الدرجة',
      percent: 'النسبة',
    },
    deletedStudent: 'طالب اتمسح',
  },
} as const;
