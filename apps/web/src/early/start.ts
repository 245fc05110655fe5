import { apiPaths } from '@sabora/contract/paths';
import { firstPageRequests } from './page-requests';
import { preloadCourseImage, preloadFirstImage } from './preload-first-image';
import { preloadPageCode } from './preload-page-code';
import { startRaw } from './raw-requests';
import { courseIdOf } from './route-calls';

// Runs as soon as this small chunk arrives, which the page asks for first:
// the first page's calls then travel while the app's code downloads, and so
// does the course list's first image (or the course page's) once the list is in.
preloadPageCode(window.location.pathname);
const courseId = courseIdOf(window.location.pathname);
for (const request of firstPageRequests(window.location, localStorage)) {
  const response = startRaw(request);
  if (request.path === apiPaths.sharedCourses) {
    void (courseId === null
      ? preloadFirstImage(response, window.location.search)
      : preloadCourseImage(response, courseId));
  }
}
