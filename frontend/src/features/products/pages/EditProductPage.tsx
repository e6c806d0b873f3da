import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { BackHeading } from '../../../components/common/BackHeading';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { errorToast, successToast } from '../../toast/toastSlice';
import { GarmentAndTryOn } from '../components/GarmentAndTryOn';
import { ProductForm, type ProductFields, type ProductFormValues } from '../components/ProductForm';
import { ProductImagesField } from '../components/ProductImagesField';
import { readPendingImageDeletes, writePendingImageDeletes } from '../pendingImageDeletes';
import {
  useAddProductImagesMutation,
  useDeleteProductImageMutation,
  useGetProductImagesQuery,
  useGetProductQuery,
  useUpdateProductMutation,
  type ProductDto,
} from '../productsApi';
import { useChosenImages } from '../useChosenImages';
import { paths } from '../../../lib/paths';

/** Part 2 §9: the wait after a successful edit before the product page opens. */
export const redirectDelayMs = 1500;

function valuesOf(product: ProductDto): ProductFormValues {
  return {
    text: {
      title: product.title,
      description: product.description ?? '',
      actualPrice: String(Number(product.actualPrice)),
      discountPrice: product.discountPrice == null ? '' : String(Number(product.discountPrice)),
      stock: String(product.stock),
    },
    sizes: product.sizes,
    colors: product.colors,
    isActive: product.isActive,
  };
}

function EditProductForm({ product }: { product: ProductDto }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [initialValues] = useState(() => valuesOf(product));
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

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const markForDeletion = (path: string) => {
    const next = [...pendingDeletes, path];
    setPendingDeletes(next);
    writePendingImageDeletes(product.id, next);
  };

  const save = async (fields: ProductFields, showServerErrors: (error: unknown) => boolean) => {
    try {
      await updateProduct({ id: product.id, updateProductDto: fields }).unwrap();
    } catch (error) {
      if (!showServerErrors(error)) dispatch(errorToast('Error', 'Failed to update product'));
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
    const uploaded = await images.upload((productImages) =>
      addImages({ id: product.id, uploadProductImagesDto: { productImages } }).unwrap(),
    );
    if (!uploaded) return;
    images.clear();
    dispatch(successToast('Success', 'Product updated successfully'));
    setDone(true);
    redirectTimer.current = setTimeout(() => navigate(paths.product(product.id)), redirectDelayMs);
  };

  const shown = (existing.data?.images ?? []).filter((path) => !pendingDeletes.includes(path));

  return (
    <ProductForm
      mode="edit"
      initial={initialValues}
      sending={sending}
      done={done}
      submitLabel="Update Product"
      sendingLabel="Updating..."
      onSubmit={(fields, showServerErrors) => void save(fields, showServerErrors)}
      preview={<GarmentAndTryOn garmentImage={product.garmentImage} tryOnImage={product.tryOnImage} />}
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

  if (refusal || isError) return <Navigate to={paths.home()} replace />;
  return (
    <>
      <BackHeading to={paths.product(id)} title="Edit Product" />
      {!product ? (
        <CircularProgress aria-label="Loading product" sx={{ display: 'block', mx: 'auto', my: 6 }} />
      ) : (
        <EditProductForm product={product} />
      )}
    </>
  );
}
