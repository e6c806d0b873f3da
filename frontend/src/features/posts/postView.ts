import type { FeedPostDto } from '../../api/generated/tvtApi';
import { displayedPrice, type DisplayedPrice } from '../../lib/formatRupees';
import type { EngagementTarget } from '../engagement/engagementApi';
import type { ShareImageInput } from '../engagement/share/shareImage';
import { paths } from '../../lib/paths';

/** What a card or the post detail shows: a feed item, or a try-on post from GET /api/posts/{id}. */
export type PostView = Pick<
  FeedPostDto,
  | 'id'
  | 'user'
  | 'garmentImage'
  | 'tryOnImage'
  | 'thumbnailPath'
  | 'likes'
  | 'isLiked'
  | 'commentsCount'
  | 'tags'
  | 'createdAt'
> &
  Partial<Pick<FeedPostDto, 'type' | 'caption' | 'title' | 'actualPrice' | 'discountPrice'>>;

export const isProduct = (post: Pick<PostView, 'type'>) => post.type === 'product';

/** Whose engagement routes a post or a product uses. */
export const engagementTargetOf = (post: Pick<PostView, 'type'>): EngagementTarget =>
  isProduct(post) ? 'product' : 'post';

export type PostPrice = DisplayedPrice;

export function priceOf(post: PostView): PostPrice | null {
  if (!isProduct(post) || !post.actualPrice) return null;
  return displayedPrice(post.actualPrice, post.discountPrice);
}

/** Part 1 §2: products share /product/{id}; try-on posts their detail page. */
export function sharePathOf(post: PostView): string {
  return isProduct(post) ? paths.product(post.id) : paths.viewPostTryOn(post.user.username, post.id);
}

/** Part 1 §9: "Check out this product: {title}" with the price, or "Check out this try-on!" with the caption. */
export function shareTextOf(post: PostView): string {
  const price = priceOf(post);
  if (isProduct(post)) return `Check out this product: ${post.title ?? ''}${price ? ` - ${price.current}` : ''}`;
  return post.caption ? `Check out this try-on! ${post.caption}` : 'Check out this try-on!';
}

export function shareImageOf(post: PostView): ShareImageInput {
  const price = priceOf(post);
  return {
    garmentImage: post.garmentImage,
    tryOnImage: post.tryOnImage,
    title: (isProduct(post) ? post.title : post.caption) || 'Virtual try-on',
    price: price ? { current: price.current, original: price.original } : undefined,
    username: post.user.username,
  };
}
