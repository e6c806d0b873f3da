import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { useCurrentUser } from '../auth/useCurrentUser';
import { errorToast, showToast } from '../toast/toastSlice';
import type { GenerationPhase } from './components/GenerateButton';
import type { GarmentType } from './components/GarmentTypePicker';
import { useStartTryOnMutation, useUploadClothMutation, useUploadHumanMutation } from './tryOnApi';

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

/** Upload what is not stored yet, start the job, and open its result screen. */
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

  async function storedPath(image: SlotImage, upload: (file: File) => Promise<{ path: string }>): Promise<string> {
    return image.kind === 'stored' ? image.path : (await upload(image.file)).path;
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
    let paths: [string, string];
    try {
      paths = await Promise.all([
        storedPath(person, (file) => uploadHuman({ uploadHumanDto: { timestamp, humanImage: file } }).unwrap()),
        storedPath(garment, (file) => uploadCloth({ uploadClothDto: { timestamp, clothImage: file } }).unwrap()),
      ]);
    } catch (error) {
      setPhase('idle');
      dispatch(errorToast('Error', serverMessage(error) ?? 'Failed to upload image', toastMilliseconds));
      return;
    }
    setPhase('generating');
    try {
      const [humanImage, clothImage] = paths;
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
      navigate(`/result-try-on/${started.id}/${timestamp}${resultQuery}`, { state: { personImageUrl: humanImage } });
    } catch (error) {
      setPhase('idle');
      if (isInsufficientCredits(error)) insufficientCredits();
      else dispatch(errorToast('Error', serverMessage(error) ?? 'Failed to generate try-on image', toastMilliseconds));
    }
  }

  return { phase, generate };
}
