import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned element scrolls into view (infinite scroll). The element is watched
 * again after each change of `enabled`, so a page that still leaves it visible asks for the next one.
 */
export function useSentinel<Element extends HTMLElement>(onVisible: () => void, enabled: boolean) {
  const reference = useRef<Element | null>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const element = reference.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return reference;
}
