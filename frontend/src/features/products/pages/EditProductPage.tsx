import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { BackHeading } from '../../../components/common/BackHeading';
import { SubmitButton } from '../../../components/common/SubmitButton';
import { useFormState } from '../../../lib/useFormState';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { errorToast, successToast } from '../../toast/toastSlice';
import { GarmentAndTryOn } from '../components/GarmentAndTryOn';
import { ProductFormSections } from '../components/ProductFormSections';
import { ProductImagesField } from '../components/ProductImagesField';
import { readPendingImageDeletes, writePendingImageDeletes } from '../pendingImageDeletes';
import { productFields, validateProductText, validateVariants, type ProductTextValues } from '../productForm';
import {
  useAddProductImagesMutation,
  useDeleteProductImageMutation,
  useGetProductImagesQuery,
  useGetProductQuery,
  useUpdateProductMutation,
  type ProductDto,
} from '../productsApi';
import { useChosenImages } from '../useChosenImages';

/** Part 2 §9: the wait after a successful edit before the product page opens. */
export const redirectDelayMs = 1500;

function valuesOf(product: ProductDto): ProductTextValues {
  return {
    title: product.title,
    description: product.description ?? '',
    actualPrice: String(Number(product.actualPrice)),
    discountPrice: product.discountPrice == null ? '' : String(Number(product.discountPrice)),
    stock: String(product.stock),
  };
}

function EditProductForm({ product }: { product: ProductDto }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useFormState(valuesOf(product), validateProductText);
  const [sizes, setSizes] = useState(product.sizes);
  const [colors, setColors] = useState(product.colors);
  const [isActive, setActive] = useState(product.isActive);
  const [attempted, setAttempted] = useState(false);
  const [pendingDeletes, setPendingDeletes] = useState(() => readPendingImageDeletes(product.id));
  const [done, setDone] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const images = useChosenImages();
  const existing = useGetProductImagesQuery({ id: product.id });
  const [updateProduct, { isLoading: updating }] = useUpdateProductMutation();
  const [deleteImage, { isLoading: deleting }] = useDeleteProductImageMutation();
  const [addImages, { isLoading: uploading }] = useAddProductImagesMutation();
  const progress = useAppSelector((state) => state.uploadProgress.product);
  const sending = updating || deleting || uploading || done;
  const variantErrors = attempted ? validateVariants({ sizes, colors }) : {};

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const markForDeletion = (path: string) => {
    const next = [...pendingDeletes, path];
    setPendingDeletes(next);
    writePendingImageDeletes(product.id, next);
  };

  const save = async (values: ProductTextValues) => {
    if (Object.keys(validateVariants({ sizes, colors })).length > 0) return;
    try {
      await updateProduct({
        id: product.id,
        updateProductDto: productFields(values, { sizes, colors }, isActive),
      }).unwrap();
    } catch (error) {
      if (!form.showServerErrors(error)) dispatch(errorToast('Error', 'Failed to update product'));
      return;
    }
    // Part 2 §4: then the deletes marked on this screen, then the new images.
    const failed: string[] = [];
    for (const imagePath of pendingDeletes) {
      await deleteImage({ id: product.id, deleteProductImageDto: { imagePath } })
        .unwrap()
        .catch(() => failed.push(imagePath));
    }
    setPendingDeletes(failed);
    writePendingImageDeletes(product.id, failed);
    if (images.chosen.length > 0) {
      try {
        await addImages({
          id: product.id,
          uploadProductImagesDto: { productImages: images.chosen.map((image) => image.file) },
        }).unwrap();
      } catch {
        dispatch(
          errorToast('Image Upload Failed', 'There was a problem uploading the product images. Please try again.'),
        );
        return;
      }
      images.clear();
    }
    dispatch(successToast('Success', 'Product updated successfully'));
    setDone(true);
    redirectTimer.current = setTimeout(() => navigate(`/product/${product.id}`), redirectDelayMs);
  };

  const submit = form.handleSubmit((values) => void save(values));
  const shown = (existing.data?.images ?? []).filter((path) => !pendingDeletes.includes(path));

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        setAttempted(true);
        submit(event);
      }}
    >
      <GarmentAndTryOn garmentImage={product.garmentImage} tryOnImage={product.tryOnImage} />
      <ProductFormSections
        fieldProps={form.fieldProps}
        mode="edit"
        isActive={isActive}
        onActiveChange={setActive}
        sizes={sizes}
        colors={colors}
        variantErrors={variantErrors}
        onSizesChange={setSizes}
        onColorsChange={setColors}
        disabled={sending}
        images={
          <ProductImagesField
            existing={shown.map((path) => ({ path, deleting: false, onDelete: () => markForDeletion(path) }))}
            chosen={images.chosen}
            progress={progress}
            disabled={sending}
            onChoose={images.choose}
            onRemove={images.remove}
          />
        }
      />
      <SubmitButton sending={sending && !done} disabled={done} size="large">
        {sending && !done ? 'Updating...' : 'Update Product'}
      </SubmitButton>
    </Stack>
  );
}

/** Part 2 §2: Edit Product, for the TrendStar who owns it. */
export default function EditProductPage() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const dispatch = useAppDispatch();
  const { data, isError } = useGetProductQuery({ id, include: 'user' }, { skip: !user });
  const product = data?.product;
  const refusal =
    user && user.role !== 'trendstar'
      ? 'Only TrendStar users can edit products'
      : product && user && product.userId !== user.id
        ? 'You can only edit your own products'
        : null;

  useEffect(() => {
    if (refusal) dispatch(errorToast('Access Denied', refusal));
    else if (isError) dispatch(errorToast('Error', 'Failed to fetch product'));
  }, [refusal, isError, dispatch]);

  if (refusal || isError) return <Navigate to="/" replace />;
  return (
    <>
      <BackHeading to={`/product/${id}`} title="Edit Product" />
      {!product ? (
        <CircularProgress aria-label="Loading product" sx={{ display: 'block', mx: 'auto', my: 6 }} />
      ) : (
        <EditProductForm product={product} />
      )}
    </>
  );
}
