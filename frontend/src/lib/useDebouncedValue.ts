import { useEffect, useState } from 'react';

/** Part 1 §9: searches wait 300 ms after the last keystroke. */
export const searchDebounceMs = 300;

/** The value once it has stopped changing for `delayMs`. */
export function useDebouncedValue<Value>(value: Value, delayMs = searchDebounceMs): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
