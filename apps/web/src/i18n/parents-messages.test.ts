import { describe, expect, it } from 'vitest';
import { parentsMessages } from './parents-messages';

describe('the parent report counts minutes the way they are said', () => {
  it.each([
    [1, 'اتفرج دقيقة واحدة من أول الشهر'],
    [2, 'اتفرج دقيقتين من أول الشهر'],
    [5, 'اتفرج 5 دقايق من أول الشهر'],
    [25, 'اتفرج 25 دقيقة من أول الشهر'],
  ])('%i minutes → %s', (minutes, said) => {
    expect(parentsMessages.report.monthTotal(minutes)).toBe(said);
  });
});
