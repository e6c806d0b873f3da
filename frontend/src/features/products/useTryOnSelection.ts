import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { UserTryOnDto } from '../../api/generated/tvtApi';
import { errorToast } from '../toast/toastSlice';
import { useGetTryOnQuery, useGetUserTryOnsQuery } from '../try-on/tryOnApi';
import { splitTryOnId } from '../try-on/tryOnIds';
import { useGetExistingProductTryOnsQuery } from './productsApi';
import { readSelectedTryOn, storeSelectedTryOn, type SelectedTryOn } from './selectedTryOn';

// Part 2 §7: used ids are compared with dashes replaced by underscores.
const comparable = (id: string) => id.replace(/-/g, '_');

/**
 * The try-on a new product is made from: the one chosen on a result screen (kept on this device) or in the
 * picker, which lists the user's try-ons not yet used for a product, and its garment picture.
 */
export function useTryOnSelection(username: string) {
  const dispatch = useAppDispatch();
  const [selected, setSelected] = useState<SelectedTryOn | null>(readSelectedTryOn);
  const [pickerOpen, setPickerOpen] = useState(() => readSelectedTryOn() === null);
  const userTryOns = useGetUserTryOnsQuery({ username }, { skip: !pickerOpen || !username });
  const existing = useGetExistingProductTryOnsQuery(undefined, { skip: !pickerOpen });
  const parts = selected ? splitTryOnId(selected.id) : null;
  const detail = useGetTryOnQuery(
    { timestamp: parts?.timestamp ?? '', id: parts?.id ?? '' },
    { skip: !parts?.timestamp },
  );
  const garmentImage = detail.data?.garmentPath ?? null;
  const garmentMissing = Boolean(selected) && (!parts?.timestamp || detail.isError);

  useEffect(() => {
    if (garmentMissing)
      dispatch(
        errorToast('Error', 'Garment image path could not be determined. Please try selecting the try-on again.'),
      );
  }, [garmentMissing, dispatch]);

  const used = new Set((existing.data?.tryOnIds ?? []).map(comparable));
  const available = existing.data
    ? userTryOns.data?.tryOns.filter((tryOn) => !used.has(comparable(tryOn.id)))
    : undefined;

  const select = (tryOn: UserTryOnDto) => {
    const chosen = { id: tryOn.id, path: tryOn.path, createdAt: tryOn.createdAt };
    storeSelectedTryOn(chosen);
    setSelected(chosen);
    setPickerOpen(false);
  };

  return {
    selected,
    garmentImage,
    garmentLoading: detail.isLoading,
    garmentMissing,
    picker: {
      open: pickerOpen,
      tryOns: available,
      isLoading: userTryOns.isLoading || existing.isLoading,
      onSelect: select,
      onClose: () => setPickerOpen(false),
    },
    openPicker: () => setPickerOpen(true),
  };
}
