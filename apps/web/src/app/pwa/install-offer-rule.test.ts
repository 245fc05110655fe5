import { describe, expect, it } from 'vitest';
import { installOfferDue, type InstallOfferFacts } from './install-offer-rule';

const facts = (more: Partial<InstallOfferFacts>): InstallOfferFacts => ({
  offered: true,
  dismissed: false,
  finished: false,
  returning: false,
  interacted: false,
  pathname: '/courses',
  ...more,
});

describe('when the install offer shows (decision 0196)', () => {
  it('shows after a finished exam or video, even on a first visit', () => {
    expect(installOfferDue(facts({ finished: true }))).toBe(true);
    expect(installOfferDue(facts({ finished: true, pathname: '/videos/v1' }))).toBe(true);
  });

  it('shows on the exam page only once its result is there', () => {
    expect(
      installOfferDue(facts({ pathname: '/exam/e1', returning: true, interacted: true })),
    ).toBe(false);
    expect(installOfferDue(facts({ pathname: '/exam/e1', finished: true }))).toBe(true);
  });

  it('from the second visit on, once the student has tapped or typed (decision 0193)', () => {
    expect(installOfferDue(facts({ returning: true, interacted: true }))).toBe(true);
    expect(installOfferDue(facts({ returning: true }))).toBe(false);
    expect(installOfferDue(facts({ interacted: true }))).toBe(false);
  });

  it('never without the browser’s offer, once dismissed, or in the admin area', () => {
    expect(installOfferDue(facts({ finished: true, offered: false }))).toBe(false);
    expect(installOfferDue(facts({ finished: true, dismissed: true }))).toBe(false);
    expect(installOfferDue(facts({ finished: true, pathname: '/admin/exams' }))).toBe(false);
  });
});
