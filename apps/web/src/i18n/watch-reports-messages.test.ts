import { describe, expect, it } from 'vitest';
import { watchReportsMessages } from './watch-reports-messages';

describe('the watching report counts videos and minutes the way they are said', () => {
  it.each([
    [0, 1, 'خلّص 0 من فيديو واحد'],
    [0, 2, 'خلّص 0 من فيديوهين'],
    [3, 5, 'خلّص 3 من 5 فيديوهات'],
    [12, 15, 'خلّص 12 من 15 فيديو'],
  ])('%i of %i videos → %s', (watched, videos, said) => {
    expect(watchReportsMessages.student.courseLine(watched, videos)).toBe(said);
  });

  it.each([
    [0, '0 دقيقة'],
    [1, 'دقيقة واحدة'],
    [2, 'دقيقتين'],
    [7, '7 دقايق'],
    [1500, '1,500 دقيقة'],
  ])('%i minutes → %s', (minutes, said) => {
    expect(watchReportsMessages.minutes(minutes)).toBe(said);
  });
});
