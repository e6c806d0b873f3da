import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import {
  tvtApi,
  type AddProductImagesApiResponse,
  type ProductDto,
  type ProductTryOnDto,
  type ProductTryOnLikeDto,
  type UploadNewProductImagesApiResponse,
} from '../../api/generated/tvtApi';
import { applyOptimisticPatches } from '../../api/optimistic';
import { toggleLike } from '../engagement/engagementApi';
import { uploadImage } from '../try-on/tryOnApi';

export type { ProductDto, ProductTryOnDto };

const taggedApi = tvtApi.enhanceEndpoints({
  addTagTypes: ['Product', 'ProductImages', 'ProductTryOns', 'UserProducts', 'ExistingProductTryOns', 'Feed', 'TryOn'],
});

function patchProductTryOn(state: RootState, id: string, change: (tryOn: ProductTryOnDto) => void) {
  return productsApi.util
    .selectInvalidatedBy(state, ['ProductTryOns'])
    .filter(({ endpointName }) => endpointName === 'getProductTryOns')
    .map(({ originalArgs }) =>
      productsApi.util.updateQueryData('getProductTryOns', originalArgs, (answer) => {
        const tryOn = answer.tryOns.find((candidate) => candidate.id === id);
        if (tryOn) change(tryOn);
      }),
    );
}

interface TryOnLikeLifecycle {
  dispatch: ThunkDispatch<RootState, unknown, UnknownAction>;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: ProductTryOnLikeDto }>;
}

/** A try-on's like (POST) or unlike (DELETE): optimistic in the product's try-on list, then the server's count. */
async function syncTryOnLike(id: string, { dispatch, getState, queryFulfilled }: TryOnLikeLifecycle) {
  const optimistic = patchProductTryOn(getState() as RootState, id, (tryOn) => toggleLike(tryOn, 'likes'));
  const answer = await applyOptimisticPatches(dispatch, optimistic, queryFulfilled).catch(() => null);
  if (answer)
    for (const patch of patchProductTryOn(getState() as RootState, id, (tryOn) => {
      tryOn.isLiked = answer.data.isLiked;
      tryOn.likes = answer.data.likes;
    }))
      dispatch(patch);
}

const productImages = (files: File[]): Array<[string, Blob]> => files.map((file) => ['productImages', file]);

/** Which lists a product change shows up in: the owner's products, the feed, the used try-ons. */
const productListTags = ['UserProducts', 'Feed', 'ExistingProductTryOns', 'TryOn'] as const;

export const productsApi = taggedApi.enhanceEndpoints({
  endpoints: {
    getProduct: {
      // `Product` also lets engagement (likes, comment counts) patch this copy (features/engagement/engagementApi.ts).
      providesTags: (result) => (result ? [{ type: 'Product', id: result.product.id }] : []),
    },
    createProduct: { invalidatesTags: (_result, error) => (error ? [] : [...productListTags]) },
    updateProduct: {
      invalidatesTags: (_result, error, arg) => (error ? [] : [{ type: 'Product', id: arg.id }, ...productListTags]),
    },
    getUserProducts: { providesTags: ['UserProducts'] },
    getExistingProductTryOns: { providesTags: ['ExistingProductTryOns'], keepUnusedDataFor: 0 },
    productExistsByTryOn: { providesTags: ['ExistingProductTryOns'] },
    getProductImages: { providesTags: (_result, _error, arg) => [{ type: 'ProductImages', id: arg.id }] },
    uploadNewProductImages: {
      // RTK Query prefers a definition's `query` over its `queryFn`: the generated JSON query is removed.
      query: undefined,
      queryFn: ({ tryOnId, uploadProductImagesDto }, { dispatch, signal }) =>
        uploadImage<UploadNewProductImagesApiResponse>(
          'product',
          `/api/products/images/${encodeURIComponent(tryOnId)}`,
          productImages(uploadProductImagesDto.productImages as File[]),
          dispatch,
          signal,
        ),
    },
    addProductImages: {
      query: undefined,
      queryFn: ({ id, uploadProductImagesDto }, { dispatch, signal }) =>
        uploadImage<AddProductImagesApiResponse>(
          'product',
          `/api/products/${id}/images`,
          productImages(uploadProductImagesDto.productImages as File[]),
          dispatch,
          signal,
        ),
      invalidatesTags: (_result, _error, arg) => [
        { type: 'ProductImages', id: arg.id },
        { type: 'Product', id: arg.id },
      ],
    },
    deleteProductImage: {
      invalidatesTags: (_result, error, arg) =>
        error
          ? []
          : [
              { type: 'ProductImages', id: arg.id },
              { type: 'Product', id: arg.id },
            ],
    },
    getProductTryOns: {
      providesTags: (_result, _error, arg) => ['ProductTryOns', { type: 'ProductTryOns', id: arg.id }],
    },
    linkProductTryOn: {
      invalidatesTags: (_result, error, arg) => (error ? [] : [{ type: 'ProductTryOns', id: arg.id }]),
    },
    likeProductTryOn: { onQueryStarted: ({ id }, lifecycle) => syncTryOnLike(id, lifecycle) },
    unlikeProductTryOn: { onQueryStarted: ({ id }, lifecycle) => syncTryOnLike(id, lifecycle) },
  },
});

export const {
  useGetProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useGetUserProductsQuery,
  useGetExistingProductTryOnsQuery,
  useProductExistsByTryOnQuery,
  useGetProductImagesQuery,
  useUploadNewProductImagesMutation,
  useAddProductImagesMutation,
  useDeleteProductImageMutation,
  useGetProductTryOnsQuery,
  useLinkProductTryOnMutation,
  useLikeProductTryOnMutation,
  useUnlikeProductTryOnMutation,
} = productsApi;
