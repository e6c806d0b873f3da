import { useMatches } from 'react-router-dom';
import { layout } from '../../app/theme/primitives';

/** A route whose `handle` says `{ wide: true }` gets the wide column (grids); every other one the phone-width column. */
export interface LayoutHandle {
  wide?: boolean;
}

/** The width of the page's column, which the header's toolbar shares so the two line up. */
export function useColumnMaxWidth(): number {
  const wide = useMatches().some((match) => (match.handle as LayoutHandle | undefined)?.wide === true);
  return wide ? layout.wideContentMaxWidth : layout.contentMaxWidth;
}
