import Button from '@mui/material/Button';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';
import { useAppDispatch } from '../../../app/hooks';
import { FormCard } from '../../../components/common/FormCard';
import { resolveErrorMessage } from '../../../lib/errorCatalogue';
import { errorToast, successToast } from '../../toast/toastSlice';
import { AvatarCropDialog } from '../../users/components/AvatarCropDialog';
import { useAvatarFileChooser } from '../../users/components/useAvatarFileChooser';
import { useUploadAvatarMutation } from '../../users/usersApi';
import { paths } from '../../../lib/paths';

export default function ProfilePicturePage() {
  const [searchParams] = useSearchParams();
  const userId = searchParams.get('userId');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [chosenFile, setChosenFile] = useState<File | null>(null);
  const [uploadAvatar, { isLoading: uploading }] = useUploadAvatarMutation();
  const fileChooser = useAvatarFileChooser(setChosenFile);

  if (!userId) return <Navigate to={paths.login()} replace />;

  const upload = async (avatar: File) => {
    try {
      await uploadAvatar({ id: userId, avatarUploadDto: { avatar } }).unwrap();
      setChosenFile(null);
      dispatch(successToast('Success', 'Profile picture updated successfully'));
      navigate(paths.home(), { replace: true });
    } catch (error) {
      dispatch(errorToast('Upload failed', resolveErrorMessage(error)));
    }
  };

  return (
    <FormCard title="Add a profile picture" subtitle="Choose a photo (JPEG, PNG or WebP) and crop it to a circle.">
      <Button variant="contained" fullWidth startIcon={<AddAPhotoOutlinedIcon />} onClick={fileChooser.openChooser}>
        Choose Photo
      </Button>
      {fileChooser.input}
      <Button variant="text" fullWidth onClick={() => navigate(paths.home(), { replace: true })}>
        Skip for Now
      </Button>
      <AvatarCropDialog
        file={chosenFile}
        uploading={uploading}
        onCancel={() => setChosenFile(null)}
        onUpload={upload}
      />
    </FormCard>
  );
}
