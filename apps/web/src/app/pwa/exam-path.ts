/** The exam page (/exam/:id): never interrupted by an update or an install offer. */
export const isExamPath = (pathname: string) => /^\/exam\/[^/]+\/?$/.test(pathname);
