import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { errorToast, successToast } from '../toast/toastSlice';
import { useUseReferenceGarmentMutation } from './tryOnApi';

export interface GarmentReference {
  source: 'post' | 'product';
  id: string;
}

/** `?post=` or `?product=`: the server copies that garment; the screen cannot swap it. */
export function readGarmentReference(search: URLSearchParams): GarmentReference | null {
  const postId = search.get('post');
  if (postId) return { source: 'post', id: postId };
  const productId = search.get('product');
  if (productId) return { source: 'product', id: productId };
  return null;
}

export function useReferenceGarment(reference: GarmentReference | null, timestamp: string) {
  const dispatch = useAppDispatch();
  const [copyGarment, { isLoading }] = useUseReferenceGarmentMutation();
  const [path, setPath] = useState<string | null>(null);
  const requested = useRef<string | null>(null);
  const key = reference ? `${reference.source}:${reference.id}` : null;

  useEffect(() => {
    if (!reference || requested.current === key) return;
    requested.current = key;
    const body =
      reference.source === 'post' ? { timestamp, postId: reference.id } : { timestamp, productId: reference.id };
    copyGarment({ referenceGarmentDto: body })
      .unwrap()
      .then((answer) => {
        setPath(answer.path);
        dispatch(successToast('Garment Loaded', `Garment image from ${reference.source} has been loaded successfully`));
      })
      .catch(() => dispatch(errorToast('Error', `Could not load the garment from the ${reference.source}`, 3000)));
  }, [reference, key, timestamp, copyGarment, dispatch]);

  return { path, loading: isLoading };
}
