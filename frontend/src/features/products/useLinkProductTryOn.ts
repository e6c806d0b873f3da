import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useLinkProductTryOnMutation } from './productsApi';

/**
 * Part 2 §4 "On completion" step 3: a try-on of a product's garment (the result URL carries `productId` and `mode`)
 * joins that product's try-ons once saved: public ones in the Community Try-Ons, private ones seen by their maker
 * only (both count as tried). Failures stay silent: the try-on itself is saved either way.
 */
export function useLinkProductTryOn(tryOnId: string, saved: boolean) {
  const search = new URLSearchParams(useLocation().search);
  const productId = search.get('productId');
  const visibility = search.get('mode') === 'public' ? 'public' : 'private';
  const [linkTryOn] = useLinkProductTryOnMutation();
  const linked = useRef(false);

  useEffect(() => {
    if (!saved || !productId || linked.current) return;
    linked.current = true;
    linkTryOn({ id: productId, linkProductTryOnDto: { tryOnId, visibility } })
      .unwrap()
      .catch(() => undefined);
  }, [saved, productId, tryOnId, visibility, linkTryOn]);
}
