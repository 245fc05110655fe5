/**
 * A moment to offer installing the app (decision 0196): the student has just
 * finished something (an exam's result is on screen, a video played to its
 * end). Features say so with an event, since they may not import the app
 * shell that draws the offer.
 */
export const installMomentEvent = 'sabora:install-moment';

export function markInstallMoment(): void {
  window.dispatchEvent(new Event(installMomentEvent));
}
