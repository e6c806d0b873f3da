import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { BackHeading } from '../../../components/common/BackHeading';
import { SubmitButton } from '../../../components/common/SubmitButton';
import { resolveErrorMessage } from '../../../lib/errorCatalogue';
import { useFormState } from '../../../lib/useFormState';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { errorToast, successToast } from '../../toast/toastSlice';
import { GarmentAndTryOn } from '../components/GarmentAndTryOn';
import { ProductFormSections } from '../components/ProductFormSections';
import { ProductImagesField } from '../components/ProductImagesField';
import { TryOnPickerDialog } from '../components/TryOnPickerDialog';
import {
  defaultColors,
  defaultSizes,
  maximumCreateImages,
  newProductValues,
  productFields,
  validateProductText,
  validateVariants,
} from '../productForm';
import { useCreateProductMutation, useUploadNewProductImagesMutation } from '../productsApi';
import { clearSelectedTryOn } from '../selectedTryOn';
import { useChosenImages } from '../useChosenImages';
import { useTryOnSelection } from '../useTryOnSelection';

function SelectedTryOnCard({
  garmentImage,
  tryOnImage,
  loading,
  onChange,
}: {
  garmentImage: string | null;
  tryOnImage: string | null;
  loading: boolean;
  onChange: () => void;
}) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          {tryOnImage && garmentImage ? (
            <GarmentAndTryOn garmentImage={garmentImage} tryOnImage={tryOnImage} />
          ) : loading ? (
            <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 2' }} />
          ) : (
            <Typography color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
              Please select a try-on image first
            </Typography>
          )}
          <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={onChange}>
            {tryOnImage ? 'Change Try-On' : 'Select Try-On'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function CreateProductForm({ username }: { username: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const selection = useTryOnSelection(username);
  const form = useFormState(newProductValues, validateProductText);
  const [sizes, setSizes] = useState(defaultSizes);
  const [colors, setColors] = useState(defaultColors);
  const [isActive, setActive] = useState(true);
  const [attempted, setAttempted] = useState(false);
  const images = useChosenImages(maximumCreateImages);
  const [uploadImages, { isLoading: uploading }] = useUploadNewProductImagesMutation();
  const [createProduct, { isLoading: creating }] = useCreateProductMutation();
  const progress = useAppSelector((state) => state.uploadProgress.product);
  const sending = uploading || creating;
  const variantErrors = attempted ? validateVariants({ sizes, colors }) : {};

  const create = async (values: typeof newProductValues) => {
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
    if (Object.keys(validateVariants({ sizes, colors })).length > 0) return;
    // Part 2 §4: the images go up first, under the try-on's id; the product then takes them.
    if (images.chosen.length > 0) {
      try {
        await uploadImages({
          tryOnId: selected.id,
          uploadProductImagesDto: { productImages: images.chosen.map((image) => image.file) },
        }).unwrap();
      } catch {
        dispatch(
          errorToast('Image Upload Failed', 'There was a problem uploading the product images. Please try again.'),
        );
        return;
      }
    }
    try {
      await createProduct({
        createProductDto: {
          ...productFields(values, { sizes, colors }, isActive),
          tryOnId: selected.id,
          tryOnImage: selected.path,
          garmentImage,
        },
      }).unwrap();
    } catch (error) {
      if (!form.showServerErrors(error)) dispatch(errorToast('Error', resolveErrorMessage(error)));
      return;
    }
    clearSelectedTryOn();
    images.clear();
    dispatch(successToast('Product Created', 'Your product has been created successfully'));
    navigate('/profile');
  };

  const submit = form.handleSubmit((values) => void create(values));

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
      <SelectedTryOnCard
        garmentImage={selection.garmentImage}
        tryOnImage={selection.selected?.path ?? null}
        loading={selection.garmentLoading}
        onChange={selection.openPicker}
      />
      <ProductFormSections
        fieldProps={form.fieldProps}
        mode="create"
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
            chosen={images.chosen}
            limit={maximumCreateImages}
            progress={progress}
            disabled={sending}
            onChoose={images.choose}
            onRemove={images.remove}
          />
        }
      />
      <SubmitButton sending={sending} size="large">
        {sending ? 'Creating...' : 'Create Product'}
      </SubmitButton>
      <TryOnPickerDialog {...selection.picker} />
    </Stack>
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
  if (!allowed) return <Navigate to="/create" replace />;
  return (
    <>
      <BackHeading to="/create" title="Create Product" />
      <CreateProductForm username={user.username} />
    </>
  );
}
