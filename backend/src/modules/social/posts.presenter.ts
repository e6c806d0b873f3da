import type { TryOnPostDto, UserTryOnPostDto } from './dto/post-responses.dto';
import type { Post } from './entities/post.entity';

function thumbnailOf(post: Post): string {
  return typeof post.metadata.tryOnThumbnail === 'string' ? post.metadata.tryOnThumbnail : post.tryOnImage;
}

function largeOf(post: Post): string {
  return typeof post.metadata.tryOnLarge === 'string' ? post.metadata.tryOnLarge : post.tryOnImage;
}

export function toTryOnPost(post: Post, isLiked: boolean): TryOnPostDto {
  const author = post.user;
  if (!author) throw new Error('post loaded without its author');
  return {
    id: post.id,
    user: {
      id: author.id,
      username: author.username,
      displayName: author.displayName,
      avatar: author.avatarVariants?.small ?? author.avatar,
      verified: author.verified,
    },
    createdAt: post.createdAt.toISOString(),
    garmentImage: post.garmentImage,
    tryOnImage: post.tryOnImage,
    thumbnailPath: thumbnailOf(post),
    largePath: largeOf(post),
    originalTryOnId: `${String(post.metadata.tryOnTimestamp ?? '')}_${post.tryOnId}`,
    caption: post.caption,
    tags: post.tags,
    visibility: post.visibility,
    likes: post.likes,
    isLiked,
    commentsCount: post.commentsCount,
  };
}

export function toUserTryOnPost(post: Post): UserTryOnPostDto {
  return {
    id: post.id,
    tryOnImage: post.tryOnImage,
    thumbnailPath: thumbnailOf(post),
    createdAt: post.createdAt.toISOString(),
  };
}
