import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type UploadKind = 'person' | 'garment' | 'product';

/** Percent sent of each running upload (try-on photos, product images); null when none runs. Fed by the uploads' queryFn. */
export type UploadProgressState = Record<UploadKind, number | null>;

const initialState: UploadProgressState = { person: null, garment: null, product: null };

export const uploadProgressSlice = createSlice({
  name: 'uploadProgress',
  initialState,
  reducers: {
    uploadProgressChanged(state, action: PayloadAction<{ kind: UploadKind; percent: number | null }>) {
      state[action.payload.kind] = action.payload.percent;
    },
  },
});

export const { uploadProgressChanged } = uploadProgressSlice.actions;
