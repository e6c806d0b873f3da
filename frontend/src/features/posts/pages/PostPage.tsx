import { useParams } from 'react-router-dom';
import { useGetPostQuery } from '../feedApi';
import { PostDetail, PostNotFound, PostSkeleton } from '../components/PostDetail';

/** /post/{id}: the same detail, open to guests (part 1 §2). */
export default function PostPage() {
  const { id = '' } = useParams();
  const { data, isLoading } = useGetPostQuery({ id });
  if (isLoading) return <PostSkeleton />;
  if (!data) return <PostNotFound />;
  return <PostDetail post={data.post} />;
}
