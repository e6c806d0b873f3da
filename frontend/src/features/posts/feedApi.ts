import { tvtApi, type FeedPageDto, type FeedPostDto } from '../../api/generated/tvtApi';
import { pagedMerging } from '../../api/pagedMerging';

export type FeedPost = FeedPostDto;

const taggedApi = tvtApi.enhanceEndpoints({ addTagTypes: ['Feed', 'Post'] });

export const feedApi = taggedApi.enhanceEndpoints({
  endpoints: {
    getFeed: {
      ...pagedMerging<FeedPageDto, FeedPostDto>({ position: 'cursor', items: (page) => page.posts }),
      // `Post` lets engagement (likes, comment counts) patch the item in every cached page.
      providesTags: (result) => [
        'Feed',
        ...(result?.posts ?? []).map((post) => ({ type: 'Post' as const, id: post.id })),
      ],
    },
    getPost: {
      keepUnusedDataFor: 300,
      providesTags: (result) => (result ? [{ type: 'Post', id: result.post.id }] : []),
    },
  },
});

export const { useGetFeedQuery, useGetPostQuery } = feedApi;
