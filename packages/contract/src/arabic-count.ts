/** The forms an Arabic noun takes after a number. */
export interface CountedNoun {
  /** After 1, the whole phrase: "مشاهدة واحدة". */
  one: string;
  /** The dual, the whole phrase: "مشاهدتين". */
  two: string;
  /** After 3 to 10: "مشاهدات". */
  few: string;
  /** After 0 and 11 up: "مشاهدة". */
  many: string;
}

/**
 * "مشاهدة واحدة", "مشاهدتين", "7 مشاهدات", "15 مشاهدة": a count the way it is said.
 * `format` writes the number, so a screen that groups thousands ("5,000 كود") keeps doing so.
 */
export function counted(
  count: number,
  noun: CountedNoun,
  format: (count: number) => string = String,
): string {
  // A fraction is followed by the singular: "2.5 درجة".
  if (!Number.isInteger(count)) return `${format(count)} ${noun.many}`;
  if (count === 1) return noun.one;
  if (count === 2) return noun.two;
  const hundredths = count % 100;
  return `${format(count)} ${hundredths >= 3 && hundredths <= 10 ? noun.few : noun.many}`;
}

export const viewsNoun: CountedNoun = {
  one: 'مشاهدة واحدة',
  two: 'مشاهدتين',
  few: 'مشاهدات',
  many: 'مشاهدة',
};

export const minutesNoun: CountedNoun = {
  one: 'دقيقة واحدة',
  two: 'دقيقتين',
  few: 'دقايق',
  many: 'دقيقة',
};

export const answersNoun: CountedNoun = {
  one: 'إجابة واحدة',
  two: 'إجابتين',
  few: 'إجابات',
  many: 'إجابة',
};

export const questionsNoun: CountedNoun = {
  one: 'سؤال واحد',
  two: 'سؤالين',
  few: 'أسئلة',
  many: 'سؤال',
};

export const marksNoun: CountedNoun = {
  one: 'درجة واحدة',
  two: 'درجتين',
  few: 'درجات',
  many: 'درجة',
};

export const resultsNoun: CountedNoun = {
  one: 'نتيجة واحدة',
  two: 'نتيجتين',
  few: 'نتايج',
  many: 'نتيجة',
};
