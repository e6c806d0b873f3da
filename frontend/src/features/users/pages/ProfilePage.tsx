import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { resolveErrorMessage } from '../../../lib/errorCatalogue';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { errorToast, successToast } from '../../toast/toastSlice';
import { AvatarCropDialog } from '../components/AvatarCropDialog';
import { EditProfileDialog } from '../components/EditProfileDialog';
import { ProfileHeaderCard } from '../components/ProfileHeaderCard';
import { ProfileMenu } from '../components/ProfileMenu';
import { ProfileSkeleton } from '../components/ProfileSkeleton';
import { ProfileTryOnTabs } from '../components/ProfileTryOnTabs';
import { useAvatarFileChooser } from '../components/useAvatarFileChooser';
import { useUploadAvatarMutation } from '../usersApi';

export default function ProfilePage() {
  const { user, isLoading } = useCurrentUser();
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);
  const [chosenFile, setChosenFile] = useState<File | null>(null);
  const fileChooser = useAvatarFileChooser(setChosenFile);
  const [uploadAvatar, { isLoading: uploading }] = useUploadAvatarMutation();

  if (isLoading || !user) return <ProfileSkeleton />;

  const upload = async (avatar: File) => {
    try {
      await uploadAvatar({ id: user.id, avatarUploadDto: { avatar } }).unwrap();
      setChosenFile(null);
      dispatch(successToast('Success', 'Profile picture updated successfully'));
    } catch (error) {
      dispatch(errorToast('Failed to update profile picture', resolveErrorMessage(error)));
    }
  };

  return (
    <>
      <ProfileHeaderCard
        user={user}
        onChangeAvatar={fileChooser.openChooser}
        actions={
          <Stack direction="row" spacing={0.5}>
            <IconButton aria-label="Edit profile" onClick={() => setEditing(true)}>
              <EditOutlinedIcon />
            </IconButton>
            <ProfileMenu />
          </Stack>
        }
      />
      <ProfileTryOnTabs username={user.username} showProducts={user.role === 'trendstar'} />
      {fileChooser.input}
      <EditProfileDialog user={user} open={editing} onClose={() => setEditing(false)} />
      <AvatarCropDialog
        file={chosenFile}
        uploading={uploading}
        onCancel={() => setChosenFile(null)}
        onUpload={upload}
      />
    </>
  );
}
