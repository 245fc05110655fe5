// Spec section 2: admin and exam pages are full-focus screens without the
// support button and footer; a student's home has no footer either.
export function chromeVisibility(pathname: string, isStudent: boolean) {
  const focused = pathname.startsWith('/admin') || pathname.startsWith('/exam');
  return {
    supportButton: !focused,
    footer: !focused && !(pathname === '/' && isStudent),
  };
}
