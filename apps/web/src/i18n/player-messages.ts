// The video player's Arabic text (issue 17: resume, views left, watermark).
// Imported by the video page only, so no other page's first load carries it.
import { counted, viewsNoun } from '@sabora/contract';

/** Seconds as m:ss (or h:mm:ss), the way a player shows time. */
function clock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${String(h)}:${String(m).padStart(2, '0')}:${s}` : `${String(m)}:${s}`;
}

export const playerMessages = {
  resumedAt: (seconds: number) => `كملت من الدقيقة ${clock(seconds)}`,
  fromStart: 'من الأول',
  loadFailed: 'الفيديو مش راضي يشتغل. اتأكد إن النت شغال وجرب تاني.',
  retry: 'جرب تاني',
  viewsLeft: (left: number, max: number) => `فاضل لك ${counted(left, viewsNoun)} من ${String(max)}`,
  viewsLeftLabel: 'عدد المشاهدات',
  exhaustedTitle: 'خلصت مشاهدات الفيديو ده',
  exhaustedText: (max: number) =>
    `الفيديو ده مسموح له ${counted(max, viewsNoun)} بس، وانت شفتها كلها. لو محتاج تشوفه تاني كلم الدعم.`,
  exhaustedSupport: 'كلم الدعم',
  tamperTitle: 'العلامة المائية اختفت',
  tamperText: 'الفيديو وقف لأن العلامة المائية اتشالت أو اتخبت. رجعناها، وتقدر تكمل.',
  tamperResume: 'كمّل المشاهدة',
  fullscreen: 'ملء الشاشة',
  exitFullscreen: 'خروج من ملء الشاشة',
  loading: 'المشغل بيحمّل…',
  play: 'شغّل الفيديو',
  playOn: 'كمّل الفيديو',
} as const;

/** The admin video form's view limit; a separate export, so the student's chunks leave it out. */
export const playerAdminMessages = {
  maxViews: 'عدد المشاهدات المسموح لكل طالب',
  maxViewsHint:
    'سيبه فاضي لو المشاهدات من غير حد. المشاهدة بتتحسب لما الطالب يتفرج على نص الفيديو أو 15 دقيقة.',
} as const;
