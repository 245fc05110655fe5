// Arabic strings of the exam editor's paper settings and the regrade dialog.
// Imported by those admin screens themselves rather than spread into
// messages.ts, so a student's first load doesn't carry them (the budget test).
import { counted, resultsNoun } from '@sabora/contract';
import { formatCount } from '@/lib/format-number';

const results = (count: number) => counted(count, resultsNoun, formatCount);

export const examEditorMessages = {
  paper: {
    title: 'ورقة كل طالب',
    shuffleQuestions: 'لخبط ترتيب الأسئلة',
    shuffleQuestionsHint:
      'كل طالب ياخد الأسئلة بترتيب مختلف، وترتيبه ثابت لو فتح تاني أو من جهاز تاني.',
    shuffleOptions: 'لخبط ترتيب الاختيارات',
    shuffleOptionsHint: 'اختيارات كل سؤال تظهر لكل طالب بترتيب مختلف، والتصحيح مش بيتأثر.',
    drawCount: 'عدد الأسئلة اللي تتسحب لكل طالب',
    drawCountHint:
      'سيبه فاضي عشان كل طالب ياخد كل الأسئلة، أو اكتب عدد وكل طالب ياخد أسئلة عشوائية بالعدد ده.',
    drawCountPlaceholder: 'كل الأسئلة',
    honourBoard: 'لوحة الشرف',
    honourBoardHint:
      'بعد ما الامتحان يقفل، الطلاب يشوفوا أعلى 10 درجات (الاسم الأول وأول حرف من اسم العيلة).',
    unevenDraw:
      'الأسئلة درجاتها مختلفة: كل طالب هياخد أسئلة مختلفة فممكن الدرجة النهائية تختلف من طالب للتاني. خلّي كل الأسئلة بنفس الدرجة عشان السحب يبقى عادل.',
    drawOverCount: (draw: string, count: string) =>
      `عدد الأسئلة اللي تتسحب (${draw}) أكبر من عدد أسئلة الامتحان (${count}): قلّله، أو سيبه فاضي عشان كل طالب ياخد كل الأسئلة.`,
  },
  regrade: {
    action: 'إعادة التصحيح',
    title: 'إعادة تصحيح الامتحان',
    offerTitle: 'اتغيرت إجابة أو درجة في امتحان ليه نتايج',
    offer:
      'النتايج القديمة لسه متصححة على الإجابات القديمة. تحب تشوف إيه اللي هيتغير لو اتصححت تاني؟',
    offerOk: 'شوف التغيير',
    offerLater: 'بعدين',
    checking: 'بنصحح النتايج تاني على الإجابات الحالية من غير ما نغير حاجة…',
    summary: (changed: number, checked: number) =>
      `راجعنا ${results(checked)}، والدرجة هتتغير في ${results(changed)} منهم. راجع الجدول وبعدين أكّد.`,
    nothing: (checked: number) =>
      `راجعنا ${results(checked)} على الإجابات الحالية: كل الدرجات مظبوطة ومفيش حاجة تتغير.`,
    student: 'الطالب',
    before: 'قبل',
    after: 'بعد',
    deletedStudent: 'طالب اتمسح',
    confirm: (changed: number) => `صحّح ${results(changed)}`,
    close: 'قفل',
    cancel: 'إلغاء',
    done: (changed: number) => `اتصححت ${results(changed)}`,
    failed: 'إعادة التصحيح ماتمتش، ومفيش أي درجة اتغيرت. حاول تاني',
  },
} as const;
