import { isExamPath } from './exam-path';

export interface InstallOfferFacts {
  /** Chromium offered installation (`beforeinstallprompt`, held). */
  offered: boolean;
  /** "Not now" or a refused browser dialog, remembered on the phone. */
  dismissed: boolean;
  /** The student finished an exam (result shown) or a video in this tab. */
  finished: boolean;
  /** From the second visit on (decision 0172). */
  returning: boolean;
  /** The student has tapped or pressed a key on this page (decision 0193). */
  interacted: boolean;
  pathname: string;
}

/**
 * When the install offer shows (decisions 0172, 0193, 0196): only if the
 * browser offered it and the student never said no; after they finished
 * something, or from their second visit once they have tapped or typed on
 * the page (so it never becomes the page's largest paint); never in the admin
 * area, and on the exam page only once its result shows, never while the
 * student answers.
 */
export function installOfferDue(facts: InstallOfferFacts): boolean {
  if (!facts.offered || facts.dismissed || facts.pathname.startsWith('/admin')) return false;
  if (isExamPath(facts.pathname)) return facts.finished;
  return facts.finished || (facts.returning && facts.interacted);
}
