import { tvtApi, type UploadClothApiResponse, type UploadHumanApiResponse } from '../../api/generated/tvtApi';
import { uploadWithProgress } from '../../lib/uploadWithProgress';
import { uploadProgressChanged, type UploadKind } from './uploadProgressSlice';

type Dispatch = (action: unknown) => unknown;

/**
 * Multipart upload with progress written to the store; the generated query would send JSON. `fields` may
 * repeat a name (several files under one field).
 */
export async function uploadImage<Data>(
  kind: UploadKind,
  url: string,
  fields: Record<string, string | Blob> | Array<[string, string | Blob]>,
  dispatch: Dispatch,
  signal: AbortSignal,
) {
  const form = new FormData();
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) form.append(name, value);
  dispatch(uploadProgressChanged({ kind, percent: 0 }));
  const result = await uploadWithProgress<Data>({
    url,
    form,
    signal,
    onProgress: (percent) => dispatch(uploadProgressChanged({ kind, percent })),
  });
  dispatch(uploadProgressChanged({ kind, percent: null }));
  return result;
}

export const tryOnApi = tvtApi.enhanceEndpoints({
  addTagTypes: ['TryOn', 'PersonPhoto', 'TryOnPost', 'Credits'],
  endpoints: {
    uploadHuman: {
      // RTK Query prefers a definition's `query` over its `queryFn`: the generated one is removed.
      query: undefined,
      queryFn: ({ uploadHumanDto }, { dispatch, signal }) =>
        uploadImage<UploadHumanApiResponse>(
          'person',
          '/api/virtual-try-on/upload-human',
          { ...uploadHumanDto },
          dispatch,
          signal,
        ),
      invalidatesTags: ['PersonPhoto'],
    },
    uploadCloth: {
      query: undefined,
      queryFn: ({ uploadClothDto }, { dispatch, signal }) =>
        uploadImage<UploadClothApiResponse>(
          'garment',
          '/api/virtual-try-on/upload-cloth',
          { ...uploadClothDto },
          dispatch,
          signal,
        ),
    },
    listPersonPhotos: { providesTags: ['PersonPhoto'] },
    deletePersonPhoto: { invalidatesTags: ['PersonPhoto'] },
    startTryOn: {
      // The server takes the credit at start; the stream pushes the balance, this covers its absence.
      invalidatesTags: ['Credits', 'CurrentUser'],
    },
    getTryOnStatus: {
      // Progress arrives through the event stream or the page's own polling, never a stale cache.
      keepUnusedDataFor: 0,
    },
    getCredits: { providesTags: ['Credits'] },
    deductCredits: { invalidatesTags: ['Credits', 'CurrentUser'] },
    saveTryOn: { invalidatesTags: ['TryOn'] },
    getTryOn: { providesTags: ['TryOn'] },
    getUserTryOns: { providesTags: ['TryOn'] },
    getUserTryOnPosts: { providesTags: ['TryOnPost'] },
    deleteTryOn: { invalidatesTags: ['TryOn', 'TryOnPost'] },
  },
});

export const {
  useUploadHumanMutation,
  useUploadClothMutation,
  useUseReferenceGarmentMutation,
  useListPersonPhotosQuery,
  useDeletePersonPhotoMutation,
  useStartTryOnMutation,
  useGetTryOnStatusQuery,
  useDeductCreditsMutation,
  useSaveTryOnMutation,
  useGetTryOnQuery,
  useGetUserTryOnsQuery,
  useGetUserTryOnPostsQuery,
  useDeleteTryOnMutation,
} = tryOnApi;
