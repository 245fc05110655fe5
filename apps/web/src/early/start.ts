import { firstPageRequests } from './page-requests';
import { startRaw } from './raw-requests';

// Runs as soon as this small chunk arrives, which the page asks for first:
// the first page's calls then travel while the app's code downloads.
for (const request of firstPageRequests(window.location, localStorage)) startRaw(request);
