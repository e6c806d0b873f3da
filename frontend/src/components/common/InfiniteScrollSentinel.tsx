import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';

/**
 * An empty box at the end of a list that calls `onVisible` when it scrolls near the viewport. A new `onVisible`
 * observes again, so a page too short to scroll still loads the next one.
 */
export function InfiniteScrollSentinel({ onVisible, disabled }: { onVisible: () => void; disabled?: boolean }) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (disabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onVisible, disabled]);
  return <Box ref={sentinel} data-testid="infinite-scroll-sentinel" aria-hidden sx={{ height: 1 }} />;
}
