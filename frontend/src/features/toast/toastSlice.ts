import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '../../api/baseApi';

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  durationMs: number;
}

export const defaultToastDurationMs = 5000;

interface ToastState {
  current: Toast | null;
}

const initialState: ToastState = { current: null };

let nextToastId = 1;

type ShowToastInput = Omit<Toast, 'id' | 'durationMs' | 'variant'> & Partial<Pick<Toast, 'durationMs' | 'variant'>>;

/** Only one toast is visible: a new one replaces the current one. */
export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    showToast: {
      reducer(state, action: PayloadAction<Toast>) {
        state.current = action.payload;
      },
      prepare(input: ShowToastInput) {
        return {
          payload: {
            variant: 'default' as ToastVariant,
            durationMs: defaultToastDurationMs,
            ...input,
            id: nextToastId++,
          },
        };
      },
    },
    dismissToast(state, action: PayloadAction<number>) {
      if (state.current?.id === action.payload) state.current = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, (state) => {
      state.current = {
        id: nextToastId++,
        title: 'Authentication required. Please log in.',
        variant: 'destructive',
        durationMs: defaultToastDurationMs,
      };
    });
  },
});

export const { showToast, dismissToast } = toastSlice.actions;

export const successToast = (title: string, description?: string) => showToast({ title, description });

export const errorToast = (title: string, description?: string, durationMs?: number) =>
  showToast({ title, description, variant: 'destructive', durationMs });
