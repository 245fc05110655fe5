import { useEffect } from 'react';

/**
 * Keeps `--toasts-bottom` on the page's root: where the toasts on screen end,
 * 0px when none shows. A side panel that fills a phone's screen starts its
 * content there (admin-layout.css), so a toast never hides one of its fields.
 */
export function useToastsBottom(): void {
  useEffect(() => {
    // react-toastify's section is always on the page; a container comes inside it with toasts.
    const section = document.querySelector('.Toastify');
    if (!section) return;
    const root = document.documentElement;
    const measure = () => {
      const container = section.querySelector('.Toastify__toast-container');
      const bottom = container?.hasChildNodes() ? container.getBoundingClientRect().bottom : 0;
      root.style.setProperty('--toasts-bottom', `${Math.round(bottom)}px`);
    };
    measure();
    // A toast comes or goes, or collapses after its exit (its height set in its style).
    const observer = new MutationObserver(measure);
    observer.observe(section, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'style'],
    });
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toasts-bottom');
    };
  }, []);
}
