/**
 * How a teacher reads each figure of the item analysis (decision 0159): a
 * level with a tone, always shown as words beside the colour.
 */
export type Tone = 'good' | 'warn' | 'bad';

export type FacilityLevel = 'easy' | 'fine' | 'hard';
export type DiscriminationLevel = 'good' | 'fair' | 'weak' | 'reversed';
export type ReliabilityLevel = 'good' | 'fair' | 'weak';

/** Above 85% nobody is told apart; under 30% most are guessing. */
export function facilityLevel(facility: number): FacilityLevel {
  if (facility > 0.85) return 'easy';
  if (facility < 0.3) return 'hard';
  return 'fine';
}

/** Ebel's bands: 0.3 and up good, 0.2 fair, under 0.2 weak, negative reversed. */
export function discriminationLevel(discrimination: number): DiscriminationLevel {
  if (discrimination < 0) return 'reversed';
  if (discrimination < 0.2) return 'weak';
  if (discrimination < 0.3) return 'fair';
  return 'good';
}

/** 0.7 and up is what a class test is expected to reach; under 0.5 it measures little. */
export function reliabilityLevel(reliability: number): ReliabilityLevel {
  if (reliability >= 0.7) return 'good';
  if (reliability >= 0.5) return 'fair';
  return 'weak';
}

export const facilityTone: Record<FacilityLevel, Tone> = {
  easy: 'warn',
  fine: 'good',
  hard: 'warn',
};
export const discriminationTone: Record<DiscriminationLevel, Tone> = {
  good: 'good',
  fair: 'warn',
  weak: 'warn',
  reversed: 'bad',
};
export const reliabilityTone: Record<ReliabilityLevel, Tone> = {
  good: 'good',
  fair: 'warn',
  weak: 'bad',
};

/** 0.8 → "80%"; a share or facility as a whole percent. */
export const percentText = (share: number) => `${Math.round(share * 100)}%`;
/** Two decimals, the way the figures are usually quoted: 0.41, −0.12. */
export const figureText = (value: number) => value.toFixed(2).replace('-', '−');
