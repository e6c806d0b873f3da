import { StoredVariants, variantPathsOf } from '../../common/images/variant-paths';
import { toUserSummary } from '../users/users.mapper';
import { toAuthor } from './author-row';
import type { TryOnFeedItemDto } from './dto/feed.dto';
import type { TryOnPostDto, UserTryOnPostDto } from './dto/post-responses.dto';
import type { Post } from './entities/post.entity';
import type { FeedRowWithAuthor } from './feed.query';

/** Every response of a try-on post is written here: its page, a user's grid, and its feed card. */

/** A post keeps its picture's variants in `metadata`, as text (the feed reads them with `->>`). */
function storedVariantsOf(post: Post): StoredVariants {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return { thumbnail: text(post.metadata.tryOnThumbnail), large: text(post.metadata.tryOnLarge) };
}

export function toTryOnPost(post: Post, isLiked: boolean): TryOnPostDto {
  const author = post.user;
  if (!author) throw new Error('post loaded without its author');
  return {
    id: post.id,
    user: toUserSummary(author),
    createdAt: post.createdAt.toISOString(),
    garmentImage: post.garmentImage,
    tryOnImage: post.tryOnImage,
    ...variantPathsOf(post.tryOnImage, storedVariantsOf(post)),
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
    thumbnailPath: variantPathsOf(post.tryOnImage, storedVariantsOf(post)).thumbnailPath,
    createdAt: post.createdAt.toISOString(),
  };
}

/** What every feed card shows from its row, whichever branch read it (each branch adds its `type` and its fields). */
export function feedItemFieldsOf(row: FeedRowWithAuthor) {
  return {
    id: row.id,
    user: toAuthor(row.user_id, row),
    garmentImage: row.garment_image,
    tryOnImage: row.try_on_image,
    ...variantPathsOf(row.try_on_image, { thumbnail: row.try_on_thumbnail, large: row.try_on_large }),
    likes: row.likes,
    commentsCount: row.comments_count,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    isLiked: row.is_liked,
  };
}

/** A row of the feed's try-on branch (`tryOnPostsBranch`) as its card. */
export function toTryOnFeedItem(row: FeedRowWithAuthor): TryOnFeedItemDto {
  return {
    type: 'try-on',
    ...feedItemFieldsOf(row),
    caption: row.caption ?? '',
    visibility: row.visibility ?? 'friends',
  };
}
