import { feedConditions, FeedBranch, newestFirst } from '../social/feed.query';
import { toProductFeedItem } from './products.presenter';

/**
 * Active products in the feed: candidates newest first over the partial index product_active_newest (or, for one
 * TrendStar's feed, product_user_newest); items select the feed's columns in the feed's order.
 */
export const activeProductsBranch: FeedBranch = {
  type: 'product',
  candidates: (_, placeholders) => `(SELECT 'product'::text AS type, p.id, p.created_at FROM product p
    WHERE p.is_active${feedConditions('p', placeholders)} ${newestFirst('p', placeholders)})`,
  items: (filter, placeholders) => {
    const liked = filter.viewerId
      ? `EXISTS (SELECT 1 FROM product_like l WHERE l.product_id = p.id AND l.user_id = ${placeholders.viewer}::uuid)`
      : 'false';
    return `SELECT 'product'::text AS type, p.id, p.created_at AS "createdAt", p.user_id, p.garment_image,
      p.try_on_image, p.try_on_thumbnail, p.try_on_large, p.likes, p.comments_count, p.tags,
      ${liked} AS is_liked, NULL::text AS caption, NULL::text AS visibility, p.title::text AS title,
      p.actual_price::text AS actual_price, p.discount_price::text AS discount_price
    FROM page JOIN product p ON p.id = page.id
    WHERE page.type = 'product' AND p.is_active`;
  },
  toItem: toProductFeedItem,
};
