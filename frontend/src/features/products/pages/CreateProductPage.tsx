import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { BackHeading } from '../../../components/common/BackHeading';
import { resolveErrorMessage } from '../../../lib/errorCatalogue';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { errorToast, successToast } from '../../toast/toastSlice';
import { ProductForm, type ProductFields, type ProductFormValues } from '../components/ProductForm';
import { ProductImagesField } from '../components/ProductImagesField';
import { SelectedTryOnCard } from '../components/SelectedTryOnCard';
import { TryOnPickerDialog } from '../components/TryOnPickerDialog';
import { maximumCreateImages, newProductValues } from '../productForm';
import { useCreateProductMutation, useUploadNewProductImagesMutation } from '../productsApi';
import { clearSelectedTryOn } from '../selectedTryOn';
import { useChosenImages } from '../useChosenImages';
import { useTryOnSelection } from '../useTryOnSelection';
import { paths } from '../../../lib/paths';

/** A new product: stock 1 and price 0 as part 2 §9 says, but no size or colour until the seller picks them. */
const initialValues: ProductFormValues = {
  text: newProductValues,
  sizes: [],
  colors: [],
  isActive: true,
};

function CreateProductForm({ username }: { username: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const selection = useTryOnSelection(username);
  const images = useChosenImages(maximumCreateImages);
  const [uploadImages, { isLoading: uploading }] = useUploadNewProductImagesMutation();
  const [createProduct, { isLoading: creating }] = useCreateProductMutation();
  const progress = useAppSelector((state) => state.uploadProgress.product);
  const sending = uploading || creating;

  const create = async (fields: ProductFields, showServerErrors: (error: unknown) => boolean) => {
    const { selected, garmentImage } = selection;
    if (!selected) {
      dispatch(errorToast('Selection Required', 'Please select a try-on to create your product'));
      return;
    }
    if (!garmentImage) {
      dispatch(
        errorToast('Error', 'Garment image path could not be determined. Please try selecting the try-on again.'),
      );
      return;
    }
    // Part 2 §4: the images go up first, under the try-on's id; the product then takes them.
    const uploaded = await images.upload((productImages) =>
      uploadImages({ tryOnId: selected.id, uploadProductImagesDto: { productImages } }).unwrap(),
    );
    if (!uploaded) return;
    try {
      await createProduct({
        createProductDto: { ...fields, tryOnId: selected.id, tryOnImage: selected.path, garmentImage },
      }).unwrap();
    } catch (error) {
      if (!showServerErrors(error)) dispatch(errorToast('Error', resolveErrorMessage(error)));
      return;
    }
    clearSelectedTryOn();
    images.clear();
    dispatch(successToast('Product Created', 'Your product has been created successfully'));
    navigate(paths.profile());
  };

  return (
    <ProductForm
      mode="create"
      initial={initialValues}
      sending={sending}
      submitLabel="Create Product"
      sendingLabel="Creating..."
      onSubmit={(fields, showServerErrors) => void create(fields, showServerErrors)}
      preview={
        <SelectedTryOnCard
          garmentImage={selection.garmentImage}
          tryOnImage={selection.selected?.path ?? null}
          loading={selection.garmentLoading}
          onChange={selection.openPicker}
        />
      }
      images={
        <ProductImagesField
          chosen={images.chosen}
          limit={maximumCreateImages}
          progress={progress}
          disabled={sending}
          onChoose={images.choose}
          onRemove={images.remove}
        />
      }
    >
      <TryOnPickerDialog {...selection.picker} />
    </ProductForm>
  );
}

/** Part 2 §2: Create Product, for TrendStars. */
export default function CreateProductPage() {
  const { user } = useCurrentUser();
  const dispatch = useAppDispatch();
  const allowed = user?.role === 'trendstar';

  useEffect(() => {
    if (user && !allowed) dispatch(errorToast('Access Denied', 'Only TrendStar users can create products'));
  }, [user, allowed, dispatch]);

  if (!user) return null;
  if (!allowed) return <Navigate to={paths.create()} replace />;
  return (
    <>
      <BackHeading to={paths.create()} title="Create Product" />
      <CreateProductForm username={user.username} />
    </>
  );
}
