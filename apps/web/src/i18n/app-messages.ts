// Arabic strings of the installed app: its manifest, the offline bar and the
// install and update prompts; spread into messages.ts.

export const appMessages = {
  app: {
    name: 'سبورة',
    shortName: 'سبورة',
    description: 'سبورة: ألماني لطلاب الإعدادي والثانوي — فيديوهات شرح، ملفات وامتحانات.',
    offline: {
      /** `savedAt` is the time of the copy shown, or null when nothing shown came from it yet. */
      bar: (savedAt: string | null) =>
        savedAt
          ? `مفيش إنترنت — دي آخر نسخة اتحفظت على الموبايل (${savedAt}).`
          : 'مفيش إنترنت — بنعرض آخر نسخة اتحفظت على الموبايل.',
    },
    install: {
      title: 'نزّل سبورة على موبايلك',
      body: 'تفتحها من الشاشة الرئيسية زي أي أبلكيشن، وتشتغل أسرع على النت الضعيف.',
      afterFinish: 'برافو إنك خلّصت! نزّلها وافتح امتحاناتك وفيديوهاتك من الشاشة الرئيسية على طول.',
      accept: 'نزّلها',
      dismiss: 'مش دلوقتي',
    },
    update: {
      title: 'في نسخة جديدة — حدّث',
      body: 'حدّث الصفحة عشان تاخد آخر نسخة من سبورة.',
      accept: 'حدّث',
      dismiss: 'بعدين',
    },
  },
} as const;
