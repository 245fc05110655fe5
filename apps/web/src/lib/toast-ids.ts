/**
 * "Sign in" is said by one toast, whoever says it: the API client when a
 * session ends, a page a visitor opened. Two differently worded toasts for one
 * cause read as two problems.
 */
export const signInToastId = 'sign-in';
