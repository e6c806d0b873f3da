import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { BackHeading } from '../../../components/common/BackHeading';
import { errorToast, successToast } from '../../toast/toastSlice';
import { GarmentTypePicker, type GarmentType } from '../components/GarmentTypePicker';
import { GenerateButton } from '../components/GenerateButton';
import { GuidelinesDialog } from '../components/GuidelinesDialog';
import { PersonPhotoStrip, type PersonPhoto } from '../components/PersonPhotoStrip';
import { UploadSlot } from '../components/UploadSlot';
import { useGuidelinesCompleted } from '../guidelines';
import { imageFileProblem } from '../imageFiles';
import { useDeletePersonPhotoMutation, useListPersonPhotosQuery } from '../tryOnApi';
import { readGarmentReference, useReferenceGarment } from '../useReferenceGarment';
import { useTryOnGeneration, type SlotImage } from '../useTryOnGeneration';
import { paths } from '../../../lib/paths';

function previewOf(image: SlotImage | null): string | null {
  if (!image) return null;
  return image.kind === 'file' ? image.previewUrl : image.path;
}

export default function CreateTryOnPage() {
  const dispatch = useAppDispatch();
  const [search] = useSearchParams();
  const [timestamp] = useState(() => String(Date.now()));
  const reference = useMemo(() => readGarmentReference(search), [search]);
  const referenceGarment = useReferenceGarment(reference, timestamp);
  const resultQuery =
    reference?.source === 'product' ? `?productId=${reference.id}&mode=${search.get('mode') ?? 'private'}` : '';
  const { phase, generate, prepare } = useTryOnGeneration(timestamp, resultQuery);
  const guidelines = useGuidelinesCompleted();
  const [guidelinesOpen, setGuidelinesOpen] = useState(!guidelines.completed);
  const [person, setPerson] = useState<SlotImage | null>(null);
  const [chosenGarment, setChosenGarment] = useState<SlotImage | null>(null);
  const [garmentType, setGarmentType] = useState<GarmentType>('auto');
  const [selectedPhotoId, setSelectedPhotoId] = useState<string | null>(null);
  const personPhotos = useListPersonPhotosQuery();
  const [deletePersonPhoto, deletion] = useDeletePersonPhotoMutation();
  const progress = useAppSelector((state) => state.uploadProgress);
  const busy = phase !== 'idle';

  const garment: SlotImage | null = reference
    ? referenceGarment.path
      ? { kind: 'stored', path: referenceGarment.path }
      : null
    : chosenGarment;

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => (person?.kind === 'file' ? URL.revokeObjectURL(person.previewUrl) : undefined), [person]);
  useEffect(
    () => () => (chosenGarment?.kind === 'file' ? URL.revokeObjectURL(chosenGarment.previewUrl) : undefined),
    [chosenGarment],
  );

  const choose = (file: File, slot: 'person' | 'garment', set: (image: SlotImage) => void) => {
    const problem = imageFileProblem(file);
    if (problem) {
      dispatch(errorToast('Error', problem, 3000));
      return false;
    }
    const image: SlotImage = { kind: 'file', file, previewUrl: URL.createObjectURL(file) };
    set(image);
    prepare(slot, image);
    return true;
  };

  const selectPhoto = (photo: PersonPhoto) => {
    setPerson({ kind: 'stored', path: photo.path });
    setSelectedPhotoId(photo.id);
  };

  const removePhoto = async (photo: PersonPhoto) => {
    try {
      await deletePersonPhoto({ id: photo.id }).unwrap();
      if (selectedPhotoId === photo.id) {
        setPerson(null);
        setSelectedPhotoId(null);
      }
      dispatch(successToast('Success', 'Photo deleted'));
    } catch {
      dispatch(errorToast('Error', 'Failed to delete photo', 3000));
    }
  };

  const onGenerate = () => {
    if (!guidelines.completed) setGuidelinesOpen(true);
    else void generate(person, garment, garmentType);
  };

  return (
    <>
      <BackHeading
        to={paths.create()}
        title="Virtual Try-On"
        actions={
          <Tooltip title="View Try-On Guidelines">
            <IconButton aria-label="View Try-On Guidelines" color="primary" onClick={() => setGuidelinesOpen(true)}>
              <MenuBookOutlinedIcon />
            </IconButton>
          </Tooltip>
        }
      />
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={1.5}>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <UploadSlot
              label="My Image"
              previewUrl={previewOf(person)}
              progress={progress.person}
              disabled={busy}
              onFileChosen={(file) => choose(file, 'person', setPerson) && setSelectedPhotoId(null)}
              onClear={() => {
                setPerson(null);
                setSelectedPhotoId(null);
              }}
            />
          </Stack>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <UploadSlot
              label="Garment Image"
              previewUrl={previewOf(garment)}
              progress={progress.garment}
              locked={Boolean(reference)}
              disabled={busy}
              onFileChosen={(file) => choose(file, 'garment', setChosenGarment)}
              onClear={() => setChosenGarment(null)}
            />
          </Stack>
        </Stack>
        <PersonPhotoStrip
          photos={personPhotos.data?.photos}
          loading={personPhotos.isLoading}
          selectedId={selectedPhotoId}
          deletingId={deletion.isLoading ? (deletion.originalArgs?.id ?? null) : null}
          disabled={busy}
          onSelect={selectPhoto}
          onDelete={removePhoto}
        />
        <div>
          <GarmentTypePicker value={garmentType} disabled={busy} onChange={setGarmentType} />
        </div>
        <GenerateButton phase={phase} guidelinesCompleted={guidelines.completed} onClick={onGenerate} />
      </Stack>
      <GuidelinesDialog
        open={guidelinesOpen}
        onClose={() => setGuidelinesOpen(false)}
        onComplete={() => {
          guidelines.markCompleted();
          setGuidelinesOpen(false);
        }}
      />
    </>
  );
}
