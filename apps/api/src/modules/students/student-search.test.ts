import { describe, expect, it } from 'vitest';
import { foldArabic } from '../../lib/arabic-fold';
import { phoneDigits } from './student-search';

describe('phoneDigits', () => {
  it.each([
    ['01012345678', '01012345678'],
    ['0101 234 5678', '01012345678'],
    ['010-1234-5678', '01012345678'],
    ['+201012345678', '01012345678'],
    ['00201012345678', '01012345678'],
    ['201012345678', '01012345678'],
    ['+20 101 234 5678', '01012345678'],
    ['(010) 1234.5678', '01012345678'],
    ['+20 010 1234 5678', '01012345678'],
    ['+20 (0)10 1234 5678', '01012345678'],
    // An outsider's walk: "+2010" found no one, read as "2010".
    ['+2010', '010'],
    ['+20 10 12', '01012'],
    ['0020 11', '011'],
    ['5678', '5678'],
    ['2010', '2010'],
  ])('reads %j as the phone digits %j', (search, digits) => {
    expect(phoneDigits(search)).toBe(digits);
  });

  it.each(['مريم', 'Sara 2', '0101x'])('leaves %j to the name search', (search) => {
    expect(phoneDigits(search)).toBeUndefined();
  });
});

describe('foldArabic', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['إبراهيم', 'ابراهيم'],
    ['آمال', 'امال'],
    ['مَرْيَم', 'مريم'],
    ['فاطمة', 'فاطمه'],
    ['مصطفى', 'مصطفي'],
    ['مؤمن', 'مومن'],
    ['هانـــي', 'هاني'],
    ['Sara', 'sara'],
  ])('folds %j to %j', (name, folded) => {
    expect(foldArabic(name)).toBe(folded);
  });
});
