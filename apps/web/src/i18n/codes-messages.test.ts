import { describe, expect, it } from 'vitest';
import { codesMessages } from './codes-messages';

const printed = codesMessages.codes.printed;

describe('the printed batch counts its codes and cards the way they are said', () => {
  it.each([
    [1, 'كود واحد، قيمة كل كارت 50 جنيه'],
    [2, 'كودين، قيمة كل كارت 50 جنيه'],
    [4, '4 أكواد، قيمة كل كارت 50 جنيه'],
    [5000, '5,000 كود، قيمة كل كارت 50 جنيه'],
  ])('%i codes → %s', (count, said) => {
    expect(printed.summary(count, '50 جنيه')).toBe(said);
  });

  it.each([
    [1, 1, 'معاينة أول كارت واحد من 1'],
    [2, 2, 'معاينة أول كارتين من 2'],
    [4, 4, 'معاينة أول 4 كروت من 4'],
    [6, 1200, 'معاينة أول 6 كروت من 1,200'],
  ])('%i of %i cards → %s', (shown, total, said) => {
    expect(printed.preview(shown, total)).toBe(said);
  });
});
