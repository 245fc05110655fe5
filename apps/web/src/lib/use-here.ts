import { useLocation } from 'react-router';

/** This page's address within the app: its path, query and fragment. */
export function useHere(): string {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${hash}`;
}
