import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { errorToast } from '../toast/toastSlice';
import type { ChosenImage } from './components/ProductImagesField';

/** New product images chosen on a screen, with previews revoked when removed or when the screen closes. */
export function useChosenImages(limit?: number) {
  const dispatch = useAppDispatch();
  const [chosen, setChosen] = useState<ChosenImage[]>([]);
  const current = useRef(chosen);
  useEffect(() => {
    current.current = chosen;
  }, [chosen]);

  useEffect(() => () => current.current.forEach((image) => URL.revokeObjectURL(image.previewUrl)), []);

  const choose = (files: File[]) => {
    const images = files.filter((file) => file.type.startsWith('image/'));
    if (limit !== undefined && chosen.length + images.length > limit) {
      dispatch(errorToast('Too many images', `You can upload a maximum of ${limit} images per product`, 3000));
      return;
    }
    setChosen((list) => [...list, ...images.map((file) => ({ file, previewUrl: URL.createObjectURL(file) }))]);
  };

  const remove = (image: ChosenImage) => {
    URL.revokeObjectURL(image.previewUrl);
    setChosen((list) => list.filter((candidate) => candidate !== image));
  };

  const clear = () => {
    chosen.forEach((image) => URL.revokeObjectURL(image.previewUrl));
    setChosen([]);
  };

  /**
   * Sends the chosen images, when there are any, with `send`; on failure tells the user and answers false
   * (the images stay chosen, for another try).
   */
  const upload = async (send: (productImages: File[]) => Promise<unknown>): Promise<boolean> => {
    if (chosen.length === 0) return true;
    try {
      await send(chosen.map((image) => image.file));
      return true;
    } catch {
      dispatch(
        errorToast('Image Upload Failed', 'There was a problem uploading the product images. Please try again.'),
      );
      return false;
    }
  };

  return { chosen, choose, remove, clear, upload };
}
