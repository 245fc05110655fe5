/**
 * "Sign in" is said by one toast, whoever says it: the API client when a
 * session ends, a page a visitor opened. Two differently worded toasts for one
 * cause read as two problems.
 */
export const signInToastId = 'sign-in';

/**
 * "The server cannot be reached": one toast however many calls fail, and gone
 * as soon as the server answers again (lib/network-toast.ts), so it never stays
 * above a screen that has loaded.
 */
export const networkToastId = 'network';
