import { describe, expect, it } from 'vitest';
import { boardName } from './exam-depth';

describe('boardName: the first name and the family initial', () => {
  it.each([
    ['أحمد محمد علي', 'أحمد ع.'],
    ['منى', 'منى'],
    ['  سارة   حسن  ', 'سارة ح.'],
    ['محمود\u00a0عبد الرحمن\tالسيد', 'محمود س.'],
    ['عبد الرحمن محمد', 'عبد الرحمن م.'],
    ['يوسف أحمد عبد الله', 'يوسف ع.'],
    ['أبو بكر', 'أبو بكر'],
    ['عبد', 'عبد'],
    ['Ahmed Mohamed Ali', 'Ahmed A.'],
    ['', ''],
  ])('%j → %j', (full, shown) => {
    expect(boardName(full)).toBe(shown);
  });
});
