import { useParams } from 'react-router-dom';
import { PostDetail, PostNotFound, PostSkeleton } from '../components/PostDetail';
import { useGetTryOnPostQuery } from '../postsApi';

export default function ViewPostTryOnPage() {
  const { username = '', id = '' } = useParams();
  const { data, isLoading } = useGetTryOnPostQuery({ username, id });
  if (isLoading) return <PostSkeleton />;
  if (!data) return <PostNotFound />;
  return <PostDetail post={data.post} />;
}
