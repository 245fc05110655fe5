/** A short German exam the browser tests set up: three questions, one with two right options. */
export const germanQuestions = [
  { title: 'Ich ___ müde. (sein)', options: ['bin', 'bist', 'ist'], correct: ['bin'], score: 2 },
  {
    title: 'Welche Wörter sind Verben?',
    options: ['laufen', 'Haus', 'schreiben', 'schön'],
    correct: ['laufen', 'schreiben'],
    score: 2,
  },
  {
    title: 'Der Plural von „das Buch“ ist …',
    options: ['die Bücher', 'die Buchs'],
    correct: ['die Bücher'],
    score: 1,
  },
];
