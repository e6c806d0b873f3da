import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { useCurrentUser } from '../auth/useCurrentUser';
import { errorToast, showToast } from '../toast/toastSlice';
import type { GenerationPhase } from './components/GenerateButton';
import type { GarmentType } from './components/GarmentTypePicker';
import { useStartTryOnMutation, useUploadClothMutation, useUploadHumanMutation } from './tryOnApi';
import { paths } from '../../lib/paths';

/** An image in a slot: a file still to upload, or a path the server already holds. */
export type SlotImage = { kind: 'file'; file: File; previewUrl: string } | { kind: 'stored'; path: string };

export const missingImagesMessage = 'Please upload both model and garment images.';
export const insufficientCreditsMessage =
  'You need 1 credit to generate a try-on image. Please purchase more credits to continue.';
const toastMilliseconds = 3000;

function serverMessage(error: unknown): string | undefined {
  const data = (error as { data?: { message?: unknown; code?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' ? data.message : undefined;
}

function isInsufficientCredits(error: unknown): boolean {
  const answer = error as { status?: unknown; data?: { code?: unknown } } | undefined;
  return answer?.status === 402 || answer?.data?.code === 'insufficient_credits';
}

/**
 * Uploads a chosen photo at once (`prepare`), so that GENERATE finds it stored; GENERATE uploads whatever is not
 * stored yet, starts the job and opens its result screen.
 */
export function useTryOnGeneration(timestamp: string, resultQuery: string) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [phase, setPhase] = useState<GenerationPhase>('idle');
  const [uploadHuman] = useUploadHumanMutation();
  const [uploadCloth] = useUploadClothMutation();
  const [startTryOn] = useStartTryOnMutation();

  const insufficientCredits = () =>
    dispatch(
      showToast({
        title: 'Insufficient Credits',
        description: insufficientCreditsMessage,
        variant: 'destructive',
        durationMs: toastMilliseconds,
      }),
    );

  // One upload per chosen file; a failed one is tried again at GENERATE, which shows its error.
  const uploads = useRef(new Map<File, Promise<string>>());
  // Garments of a session share one stored path: uploaded one after the other, the last chosen is the one kept.
  const lastGarmentUpload = useRef<Promise<unknown>>(Promise.resolve());

  function upload(slot: 'person' | 'garment', file: File): Promise<string> {
    const started = uploads.current.get(file);
    if (started) return started;
    const uploading =
      slot === 'person'
        ? uploadHuman({ uploadHumanDto: { timestamp, humanImage: file } }).unwrap()
        : lastGarmentUpload.current
            .catch(() => undefined)
            .then(() => uploadCloth({ uploadClothDto: { timestamp, clothImage: file } }).unwrap());
    const path = uploading.then((stored) => stored.path);
    if (slot === 'garment') lastGarmentUpload.current = path;
    uploads.current.set(file, path);
    path.catch(() => uploads.current.delete(file));
    return path;
  }

  /** Starts uploading a photo as soon as it is chosen; GENERATE then only waits for what is still on its way. */
  function prepare(slot: 'person' | 'garment', image: SlotImage) {
    if (image.kind === 'file') void upload(slot, image.file).catch(() => undefined);
  }

  function storedPath(slot: 'person' | 'garment', image: SlotImage): Promise<string> {
    return image.kind === 'stored' ? Promise.resolve(image.path) : upload(slot, image.file);
  }

  async function generate(person: SlotImage | null, garment: SlotImage | null, garmentType: GarmentType) {
    if (!person || !garment) {
      dispatch(errorToast('Error', missingImagesMessage, toastMilliseconds));
      return;
    }
    if ((user?.credits ?? 0) < 1) {
      insufficientCredits();
      return;
    }
    setPhase('uploading');
    let storedPaths: [string, string];
    try {
      storedPaths = await Promise.all([storedPath('person', person), storedPath('garment', garment)]);
    } catch (error) {
      setPhase('idle');
      dispatch(errorToast('Error', serverMessage(error) ?? 'Failed to upload image', toastMilliseconds));
      return;
    }
    setPhase('generating');
    try {
      const [humanImage, clothImage] = storedPaths;
      const started = await startTryOn({
        startTryOnDto: {
          human_image: humanImage,
          cloth_image: clothImage,
          garment_path: clothImage,
          try_on_id: timestamp,
          timestamp,
          ...(garmentType === 'auto' ? {} : { category: garmentType }),
        },
      }).unwrap();
      if (!started.id) {
        setPhase('idle');
        dispatch(errorToast('Error', 'Failed to generate try-on image: No ID received from API', toastMilliseconds));
        return;
      }
      navigate(paths.resultTryOn(started.id, timestamp, resultQuery), { state: { personImageUrl: humanImage } });
    } catch (error) {
      setPhase('idle');
      if (isInsufficientCredits(error)) insufficientCredits();
      else dispatch(errorToast('Error', serverMessage(error) ?? 'Failed to generate try-on image', toastMilliseconds));
    }
  }

  return { phase, generate, prepare };
}
