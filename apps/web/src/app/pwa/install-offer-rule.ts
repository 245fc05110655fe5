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
  pathname: string;
}

/**
 * When the install offer shows (decisions 0172, 0196): only if the browser
 * offered it and the student never said no; after they finished something,
 * or from their second visit; never in the admin area, and on the exam page
 * only once its result shows, never while the student answers.
 */
export function installOfferDue(facts: InstallOfferFacts): boolean {
  if (!facts.offered || facts.dismissed || facts.pathname.startsWith('/admin')) return false;
  if (isExamPath(facts.pathname)) return facts.finished;
  return facts.finished || facts.returning;
}
