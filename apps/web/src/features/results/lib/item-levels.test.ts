import { describe, expect, it } from 'vitest';
import {
  discriminationLevel,
  facilityLevel,
  figureText,
  percentText,
  reliabilityLevel,
} from './item-levels';

describe('facilityLevel', () => {
  it.each([
    [1, 'easy'],
    [0.86, 'easy'],
    [0.85, 'fine'],
    [0.3, 'fine'],
    [0.29, 'hard'],
    [0, 'hard'],
  ] as const)('%s is %s', (facility, level) => {
    expect(facilityLevel(facility)).toBe(level);
  });
});

describe('discriminationLevel', () => {
  it.each([
    [0.8, 'good'],
    [0.3, 'good'],
    [0.29, 'fair'],
    [0.2, 'fair'],
    [0.19, 'weak'],
    [0, 'weak'],
    [-0.01, 'reversed'],
  ] as const)('%s is %s', (discrimination, level) => {
    expect(discriminationLevel(discrimination)).toBe(level);
  });
});

describe('reliabilityLevel', () => {
  it.each([
    [0.93, 'good'],
    [0.7, 'good'],
    [0.69, 'fair'],
    [0.5, 'fair'],
    [0.49, 'weak'],
    [-0.5, 'weak'],
  ] as const)('%s is %s', (reliability, level) => {
    expect(reliabilityLevel(reliability)).toBe(level);
  });
});

describe('figures as text', () => {
  it('writes shares as whole percents and figures with two decimals and a true minus', () => {
    expect(percentText(0.805)).toBe('81%');
    expect(figureText(0.4149)).toBe('0.41');
    expect(figureText(-0.12)).toBe('−0.12');
  });
});
