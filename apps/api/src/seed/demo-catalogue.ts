import type { Level } from '@sabora/contract';

export type DemoPdfKey = 'familie' | 'akkusativ' | 'zahlen';

export interface DemoPdf {
  title: string;
  file: string;
}

export interface DemoLesson {
  title: string;
  description: string;
  pdf?: DemoPdfKey;
}

export interface DemoCourse {
  title: string;
  description: string;
  level: Level;
  price: number;
  image: string;
  /** Release relative to the seeding day; a positive number is a course still to come. */
  showInDays: number;
  freeForSubscribers?: boolean;
  isForCenter?: boolean;
  lessons: DemoLesson[];
}

export const demoPdfs: Record<DemoPdfKey, DemoPdf> = {
  familie: { title: 'Wortschatz: Familie und Freunde', file: 'wortschatz-familie.pdf' },
  akkusativ: { title: 'Grammatik: Der Akkusativ', file: 'grammatik-akkusativ.pdf' },
  zahlen: { title: 'Übungsblatt: Zahlen und Uhrzeit', file: 'uebung-zahlen-uhrzeit.pdf' },
};

/** A German teacher's year: monthly courses per grade, free starters, extras and what is coming. */
export const demoCourses: DemoCourse[] = [
  {
    title: 'Willkommen! Deutsch von Null',
    description: 'أول خطوة في الألماني: الحروف والنطق وإزاي تعرّف نفسك. الكورس ده مجاني لكل الطلاب.',
    level: 'prep-1',
    price: 0,
    image: 'willkommen.svg',
    showInDays: -60,
    lessons: [
      {
        title: 'Lektion 1: Das Alphabet',
        description: 'الحروف الألماني ونطقها، ومعاهم ä و ö و ü و ß.',
      },
      {
        title: 'Lektion 2: Hallo! Wie heißt du?',
        description: 'التحية والتعارف: إزاي تقول اسمك وسنك ومنين.',
      },
      {
        title: 'Lektion 3: Die Zahlen von 1 bis 20',
        description: 'الأرقام من 1 لـ 20 مع تمارين سمع.',
        pdf: 'zahlen',
      },
    ],
  },
  {
    title: 'Prep 1 – Oktober: Ich und meine Familie',
    description: 'شهر أكتوبر: نتكلم عن نفسنا وعن العيلة، ونبدأ تصريف الأفعال في المضارع.',
    level: 'prep-1',
    price: 150,
    image: 'prep-1-hallo.svg',
    showInDays: -30,
    lessons: [
      {
        title: 'Lektion 4: Meine Familie',
        description: 'أفراد العيلة وأدوات الملكية mein و dein.',
        pdf: 'familie',
      },
      {
        title: 'Lektion 5: Verben im Präsens',
        description: 'تصريف الأفعال المنتظمة في المضارع مع كل الضمائر.',
      },
      {
        title: 'Lektion 6: der, die, das',
        description: 'أدوات التعريف وإزاي نخمّن جنس الاسم من آخره.',
      },
    ],
  },
  {
    title: 'Prep 2 – Oktober: Schule und Freizeit',
    description: 'شهر أكتوبر: المدرسة والهوايات والساعة، بكلام نستخدمه كل يوم.',
    level: 'prep-2',
    price: 150,
    image: 'prep-2-freizeit.svg',
    showInDays: -30,
    lessons: [
      { title: 'Lektion 1: Mein Stundenplan', description: 'المواد وأيام الأسبوع وجدول الحصص.' },
      { title: 'Lektion 2: Hobbys und Freizeit', description: 'نتكلم عن الهوايات بالفعل gern.' },
      {
        title: 'Lektion 3: Wie spät ist es?',
        description: 'قراءة الساعة بالطريقتين الرسمية والعادية.',
        pdf: 'zahlen',
      },
    ],
  },
  {
    title: 'Prep 2 – Wortschatz extra',
    description: 'كلمات كل درس في فيديوهات قصيرة. مجاني لأي طالب مشترك في كورس.',
    level: 'prep-2',
    price: 80,
    image: 'prep-2-wortschatz.svg',
    showInDays: -25,
    freeForSubscribers: true,
    lessons: [
      { title: 'Wortschatz 1: In der Schule', description: 'أدوات المدرسة وأماكنها بالأداة الصح.' },
      {
        title: 'Wortschatz 2: Essen und Trinken',
        description: 'الأكل والشرب وإزاي تطلب في الكافيه.',
      },
    ],
  },
  {
    title: 'Prep 3 – Oktober: Meine Stadt',
    description: 'شهر أكتوبر: نوصف المدينة ونسأل عن الطريق، ونفهم الأكوزاتيف كويس.',
    level: 'prep-3',
    price: 200,
    image: 'prep-3-stadt.svg',
    showInDays: -30,
    lessons: [
      { title: 'Lektion 1: Wo ist der Bahnhof?', description: 'السؤال عن الطريق والاتجاهات.' },
      {
        title: 'Lektion 2: Der Akkusativ',
        description: 'إمتى الأداة بتتغير لـ den و einen.',
        pdf: 'akkusativ',
      },
      { title: 'Lektion 3: Einkaufen in der Stadt', description: 'الشرا من المحلات والأسعار.' },
    ],
  },
  {
    title: 'Prep 3 – Abschlussprüfung: Wiederholung',
    description: 'مراجعة شاملة قبل امتحان آخر السنة. هتفتح قبل الامتحان بأسبوعين.',
    level: 'prep-3',
    price: 250,
    image: 'pruefung.svg',
    showInDays: 12,
    lessons: [
      { title: 'Wiederholung 1: Grammatik', description: 'كل قواعد السنة في حصة واحدة.' },
      {
        title: 'Wiederholung 2: Lesen und Schreiben',
        description: 'قطع قراءة وتعبير زي الامتحان.',
      },
    ],
  },
  {
    title: 'Sec 1 – Oktober: Lektion 1–3',
    description: 'شهر أكتوبر لأولى ثانوي: أول تلات دروس في الكتاب بالشرح والتمارين.',
    level: 'sec-1',
    price: 200,
    image: 'sec-1-grammatik.svg',
    showInDays: -30,
    lessons: [
      {
        title: 'Lektion 1: Begrüßung und Vorstellung',
        description: 'التحية والتعارف بالرسمي وغير الرسمي.',
      },
      {
        title: 'Lektion 2: Die Familie',
        description: 'العيلة وأدوات الملكية في النفي والإثبات.',
        pdf: 'familie',
      },
      {
        title: 'Lektion 3: Der Akkusativ',
        description: 'المفعول به وتغيير الأداة مع المذكر.',
        pdf: 'akkusativ',
      },
    ],
  },
  {
    title: 'Sec 1 – Center-Gruppe: Grammatik intensiv',
    description: 'حصص إضافية لطلاب السنتر: تدريب مكثف على القواعد قبل الامتحان الشهري.',
    level: 'sec-1',
    price: 150,
    image: 'center-gruppe.svg',
    showInDays: -20,
    isForCenter: true,
    lessons: [
      {
        title: 'Intensiv 1: Verben mit Vokalwechsel',
        description: 'الأفعال اللي حرفها بيتغير مع du و er.',
      },
      {
        title: 'Intensiv 2: Die Modalverben',
        description: 'können و müssen و dürfen ومكان الفعل في الجملة.',
      },
    ],
  },
  {
    title: 'Sec 2 – Oktober: Lektion 1–3',
    description: 'شهر أكتوبر لتانية ثانوي: الداتيف وحروف الجر والماضي التام.',
    level: 'sec-2',
    price: 250,
    image: 'sec-2-wortschatz.svg',
    showInDays: -30,
    lessons: [
      {
        title: 'Lektion 1: Der Dativ',
        description: 'المفعول غير المباشر والأفعال اللي بتاخد داتيف.',
      },
      {
        title: 'Lektion 2: Wechselpräpositionen',
        description: 'حروف الجر اللي بتاخد أكوزاتيف أو داتيف حسب الحركة.',
      },
      { title: 'Lektion 3: Das Perfekt', description: 'الماضي التام مع haben و sein.' },
    ],
  },
  {
    title: 'Sec 2 – Hörverstehen',
    description: 'تدريب على فهم المسموع بمواقف من الحياة. مجاني لأي طالب مشترك في كورس.',
    level: 'sec-2',
    price: 100,
    image: 'sec-2-hoeren.svg',
    showInDays: -15,
    freeForSubscribers: true,
    lessons: [
      { title: 'Hören 1: Am Bahnhof', description: 'إعلانات المحطة وحجز التذاكر.' },
      { title: 'Hören 2: Beim Arzt', description: 'حوار عند الدكتور وأجزاء الجسم.' },
    ],
  },
  {
    title: 'Abitur 2027 – Oktober: Grammatik komplett',
    description: 'شهر أكتوبر لتالتة ثانوي: القواعد المطلوبة في امتحان الثانوية العامة من الأول.',
    level: 'sec-3',
    price: 300,
    image: 'sec-3-abitur.svg',
    showInDays: -30,
    lessons: [
      {
        title: 'Lektion 1: Nebensätze mit weil und dass',
        description: 'الجمل الفرعية ومكان الفعل في الآخر.',
      },
      { title: 'Lektion 2: Der Genitiv', description: 'الملكية بالجينيتيف وحروف الجر بتاعته.' },
      { title: 'Lektion 3: Das Passiv', description: 'المبني للمجهول في المضارع والماضي.' },
    ],
  },
  {
    title: 'Abitur 2027 – Prüfungstraining',
    description: 'امتحانات السنين اللي فاتت محلولة خطوة بخطوة. مجاني لكل الطلاب.',
    level: 'sec-3',
    price: 0,
    image: 'pruefung.svg',
    showInDays: -10,
    lessons: [
      { title: 'Prüfung 2025: Lösung', description: 'حل امتحان 2025 سؤال سؤال.' },
      { title: 'Prüfung 2026: Lösung', description: 'حل امتحان 2026 مع نصايح لتوزيع الوقت.' },
    ],
  },
  {
    title: 'Abitur 2027 – November: Lesen und Schreiben',
    description: 'شهر نوفمبر: القراءة والتعبير وكتابة الجواب. هيفتح أول الشهر.',
    level: 'sec-3',
    price: 300,
    image: 'sec-3-abitur.svg',
    showInDays: 10,
    lessons: [
      { title: 'Lektion 4: Einen Brief schreiben', description: 'شكل الجواب الرسمي وغير الرسمي.' },
      { title: 'Lektion 5: Texte verstehen', description: 'إزاي تقرا القطعة وتجاوب بسرعة.' },
    ],
  },
];
