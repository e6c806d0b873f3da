import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { BackHeading } from '../../../components/common/BackHeading';
import { SubmitButton } from '../../../components/common/SubmitButton';
import { useFormState } from '../../../lib/useFormState';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { errorToast, successToast } from '../../toast/toastSlice';
import { useGetTryOnQuery } from '../../try-on/tryOnApi';
import { splitTryOnId } from '../../try-on/tryOnIds';
import { TagsField } from '../components/TagsField';
import { VisibilityField } from '../components/VisibilityField';
import { useCreateTryOnPostMutation } from '../postsApi';
import { defaultTags, visibilityOptions, type Visibility } from '../tags';
import { paths } from '../../../lib/paths';

const validateCaption = ({ caption }: { caption: string }) =>
  caption.trim() ? {} : { caption: 'Caption is required' };

function PreviewImage({ src, label }: { src: string | undefined; label: string }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      {src ? (
        <Box
          component="img"
          src={src}
          alt={label}
          sx={{ width: '100%', aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: 2 }}
        />
      ) : (
        <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 4' }} />
      )}
    </Box>
  );
}

/** Part 2 §2: errors on this screen lead home. */
function RedirectHome({ message }: { message: string }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(errorToast('Error', message, 3000));
  }, [dispatch, message]);
  return <Navigate to={paths.home()} replace />;
}

export default function PostTryOnPage() {
  const [search] = useSearchParams();
  const combinedId = search.get('id') ?? '';
  const { timestamp, id } = splitTryOnId(combinedId);
  const { user } = useCurrentUser();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { defaultVisibility, options } = visibilityOptions(user?.role === 'trendstar');
  // Until the user picks one, the visibility follows the role's default (which is known once the user loads).
  const [chosenVisibility, setVisibility] = useState<Visibility | null>(null);
  const visibility = chosenVisibility ?? defaultVisibility;
  const [tags, setTags] = useState(defaultTags);
  const form = useFormState({ caption: '' }, validateCaption);
  const tryOn = useGetTryOnQuery({ timestamp: timestamp ?? '', id }, { skip: !timestamp });
  const [createPost, { isLoading: sending }] = useCreateTryOnPostMutation();

  useEffect(() => {
    if (timestamp && tryOn.isError) {
      dispatch(errorToast('Error', 'Missing required information to create post', 3000));
      navigate(paths.home(), { replace: true });
    }
  }, [timestamp, tryOn.isError, dispatch, navigate]);

  if (!combinedId || !timestamp)
    return <RedirectHome message={combinedId ? 'Invalid try-on ID format' : 'Try-on ID is required'} />;

  const share = form.handleSubmit(async ({ caption }) => {
    try {
      const { post } = await createPost({
        createTryOnPostDto: { caption: caption.trim(), tryOnId: combinedId, visibility, tags },
      }).unwrap();
      dispatch(successToast('Success', 'Post created successfully'));
      navigate(paths.viewPostTryOn(user?.username ?? '', post.id));
    } catch (error) {
      if (!form.showServerErrors(error))
        dispatch(errorToast('Error', 'Missing required information to create post', 3000));
    }
  });

  return (
    <>
      <BackHeading to={paths.viewTryOn(user?.username ?? '', combinedId)} title="Create Post" />
      <Stack component="form" noValidate spacing={2.5} onSubmit={share}>
        <Stack direction="row" spacing={1.5}>
          <PreviewImage src={tryOn.data?.thumbnailPath || tryOn.data?.path} label="Try-on" />
          <PreviewImage src={tryOn.data?.garmentPath ?? undefined} label="Garment" />
        </Stack>
        <VisibilityField value={visibility} options={options} disabled={sending} onChange={setVisibility} />
        <TagsField tags={tags} disabled={sending} onChange={setTags} />
        <TextField label="Caption" multiline minRows={3} required disabled={sending} {...form.fieldProps('caption')} />
        <SubmitButton sending={sending}>Share Post</SubmitButton>
      </Stack>
    </>
  );
}
