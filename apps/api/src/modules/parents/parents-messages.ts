import { counted, minutesNoun } from '@sabora/contract';

/** The parent link's Arabic answers (decision 0164). */
export const parentMessages = {
  linkNotFound: 'الرابط ده مبقاش شغال. اطلب من الطالب أو من المساعد رابط جديد.',
  wrongDigits: 'آخر ٤ أرقام مش مطابقة لموبايل ولي الأمر المسجل. جرب تاني.',
  noLiveLink: 'مفيش رابط شغال لولي الأمر.',
  tooManyFailures: (minutes: number) =>
    `محاولات غلط كتير. جرب تاني بعد ${counted(minutes, minutesNoun)}.`,
  studentNotFound: 'الطالب مش موجود',
  revoked: 'وقفنا رابط ولي الأمر',
};
