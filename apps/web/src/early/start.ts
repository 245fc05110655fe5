import { apiPaths } from '@sabora/contract/paths';
import { firstPageRequests } from './page-requests';
import { preloadFirstImage } from './preload-first-image';
import { startRaw } from './raw-requests';

// Runs as soon as this small chunk arrives, which the page asks for first:
// the first page's calls then travel while the app's code downloads, and so
// does the course list's first image once the list is in.
for (const request of firstPageRequests(window.location, localStorage)) {
  const response = startRaw(request);
  if (request.path === apiPaths.sharedCourses) {
    void preloadFirstImage(response, window.location.search);
  }
}
