import { useCallback, useState } from 'react';

export const guidelinesFlagKey = 'tvt.tryOnGuidelinesCompleted';

function readFlag(): boolean {
  try {
    return window.localStorage.getItem(guidelinesFlagKey) === 'true';
  } catch {
    // Storage can be refused (private mode): the guidelines are then shown on every visit.
    return false;
  }
}

/** Whether the three-step guidelines were read once on this device, and a way to record it. */
export function useGuidelinesCompleted() {
  const [completed, setCompleted] = useState(readFlag);
  const markCompleted = useCallback(() => {
    try {
      window.localStorage.setItem(guidelinesFlagKey, 'true');
    } catch {
      // Remembered for this visit only.
    }
    setCompleted(true);
  }, []);
  return { completed, markCompleted };
}
