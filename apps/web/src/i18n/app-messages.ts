// Arabic strings of the installed app: its manifest, the offline bar and the
// install and update prompts; spread into messages.ts.

export const appMessages = {
  app: {
    name: 'سبورة',
    shortName: 'سبورة',
    description: 'سبورة: ألماني لطلاب الإعدادي والثانوي — فيديوهات شرح، ملفات وامتحانات.',
    offline: {
      /** `savedAt` is the time of the copy shown; null when the last call's answer was no copy. */
      bar: (savedAt: string | null) =>
        savedAt
          ? `مفيش إنترنت — دي آخر نسخة اتحفظت على الجهاز ده (${savedAt}).`
          : 'مفيش إنترنت — هتلاقي بس اللي فتحته قبل كده على الجهاز ده.',
      /** The admin area keeps nothing on the phone: what is on screen is what had loaded. */
      adminBar: 'مفيش إنترنت — اللي قدامك هو اللي كان اتحمّل، والحفظ مش هيتبعت لحد ما النت يرجع.',
      notSaved: {
        title: 'الصفحة دي مش متحفظة على الجهاز ده',
        text: 'أي صفحة تفتحها والنت شغال بتتحفظ وتفتح بعد كده من غير نت. الصفحة دي هتفتح لوحدها أول ما النت يرجع.',
      },
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
