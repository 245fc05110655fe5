import { useEffect } from 'react';
import { env } from '@/env';

export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${env.brandName}` : env.brandName;
  }, [title]);
}
