import { useEffect, useRef, useState } from 'react';
import { useDeductCreditsMutation, useSaveTryOnMutation } from './tryOnApi';

/**
 * Part 2 §4 "On completion", kept for the spec's client: deduct (the server answers alreadyProcessed
 * because it charged at start), else save. A failed deduction stops silently; the image still shows.
 */
export function useTryOnCompletion(id: string, timestamp: string, output: string[] | undefined, completed: boolean) {
  const [deductCredits] = useDeductCreditsMutation();
  const [saveTryOn] = useSaveTryOnMutation();
  const [savedUrl, setSavedUrl] = useState<string | null>(null);
  const [settled, setSettled] = useState(false);
  const ran = useRef(false);
  const imageUrl = output?.[0];

  useEffect(() => {
    if (!completed || !imageUrl || ran.current) return;
    ran.current = true;
    const tryOnId = `${timestamp}_${id}`;
    void (async () => {
      try {
        const deduction = await deductCredits({
          deductCreditsDto: {
            amount: 1,
            description: 'Virtual try-on generation',
            type: 'TRY_ON',
            timestamp,
            tryOnId,
            tryOnUrl: imageUrl,
          },
        }).unwrap();
        if (deduction.alreadyProcessed && deduction.tryOnUrl) {
          setSavedUrl(deduction.tryOnUrl);
          return;
        }
        const saved = await saveTryOn({
          saveTryOnDto: { imageUrl, tryOnId, timestamp, forceOverwrite: true },
        }).unwrap();
        setSavedUrl(saved.tryOnUrl ?? saved.path);
      } catch {
        // Silent by the spec: the server has already settled the charge for this job.
      } finally {
        setSettled(true);
      }
    })();
  }, [completed, imageUrl, id, timestamp, deductCredits, saveTryOn]);

  return { imageUrl: savedUrl ?? imageUrl ?? null, settled };
}
