import type { TryOnPostDto } from '../../api/generated/tvtApi';
import { displayedPrice, type DisplayedPrice } from '../../lib/formatRupees';
import type { ShareImageInput } from '../engagement/share/shareImage';
import { paths } from '../../lib/paths';
import type { FeedItem } from './feedApi';

/**
 * What a card or the post detail shows: a feed item (told apart by `type`), or a try-on post from
 * GET /api/posts/{id}, which carries no `type` since it is always a try-on.
 */
export type PostView = FeedItem | (TryOnPostDto & { type?: undefined });

export type PostPrice = DisplayedPrice;

export function priceOf(post: PostView): PostPrice | null {
  return post.type === 'product' ? displayedPrice(post.actualPrice, post.discountPrice) : null;
}

/** Part 1 §2: products share /product/{id}; try-on posts their detail page. */
export function sharePathOf(post: PostView): string {
  return post.type === 'product' ? paths.product(post.id) : paths.viewPostTryOn(post.user.username, post.id);
}

/** Part 1 §9: "Check out this product: {title}" with the price, or "Check out this try-on!" with the caption. */
export function shareTextOf(post: PostView): string {
  if (post.type === 'product')
    return `Check out this product: ${post.title} - ${displayedPrice(post.actualPrice, post.discountPrice).current}`;
  return post.caption ? `Check out this try-on! ${post.caption}` : 'Check out this try-on!';
}

export function shareImageOf(post: PostView): ShareImageInput {
  const price = priceOf(post);
  return {
    garmentImage: post.garmentImage,
    tryOnImage: post.tryOnImage,
    title: (post.type === 'product' ? post.title : post.caption) || 'Virtual try-on',
    price: price ? { current: price.current, original: price.original } : undefined,
    username: post.user.username,
  };
}
