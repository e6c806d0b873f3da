import type { MatcherFunction } from '@testing-library/react';

/** Matches the element whose whole text is `text`, even when it is split over child elements. */
export function wholeText(text: string): MatcherFunction {
  return (_content, element) =>
    element?.textContent === text && Array.from(element.children).every((child) => child.textContent !== text);
}
