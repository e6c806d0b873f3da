import { tvtApi, type FeedPageDto, type ProductFeedItemDto, type TryOnFeedItemDto } from '../../api/generated/tvtApi';
import { pagedMerging } from '../../api/pagedMerging';

/** One card of the feed: a try-on post or a product, told apart by `type`. */
export type FeedItem = TryOnFeedItemDto | ProductFeedItemDto;

const taggedApi = tvtApi.enhanceEndpoints({ addTagTypes: ['Feed', 'Post', 'Product'] });

/** The tag of a feed item's own cache entries (post pages provide `Post`, product pages `Product`). */
const tagOf = (item: FeedItem) => ({
  type: item.type === 'product' ? ('Product' as const) : ('Post' as const),
  id: item.id,
});

export const feedApi = taggedApi.enhanceEndpoints({
  endpoints: {
    getFeed: {
      ...pagedMerging<FeedPageDto, FeedItem>({ position: 'cursor', items: (page) => page.posts }),
      // The items' tags let engagement (likes, comment counts) patch each item in every cached page.
      providesTags: (result) => ['Feed', ...(result?.posts ?? []).map(tagOf)],
    },
    getPost: {
      keepUnusedDataFor: 300,
      providesTags: (result) => (result ? [{ type: 'Post', id: result.post.id }] : []),
    },
  },
});

export const { useGetFeedQuery, useGetPostQuery } = feedApi;
