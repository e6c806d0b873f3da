import { tvtApi } from '../../api/generated/tvtApi';

export const postsApi = tvtApi.enhanceEndpoints({
  addTagTypes: ['TryOnPost', 'TryOn', 'Post', 'Feed'],
  endpoints: {
    createTryOnPost: { invalidatesTags: ['TryOnPost', 'TryOn', 'Feed'] },
    getTryOnPost: {
      // Part 2 §7: post detail is cached 5 minutes.
      keepUnusedDataFor: 300,
      // `Post` lets likes and comments patch this copy too (features/engagement/engagementApi.ts).
      providesTags: (result) =>
        result
          ? [
              { type: 'TryOnPost', id: result.post.id },
              { type: 'Post', id: result.post.id },
            ]
          : [],
    },
    deletePost: { invalidatesTags: ['TryOnPost', 'TryOn', 'Feed'] },
  },
});

export const { useCreateTryOnPostMutation, useGetTryOnPostQuery, useDeletePostMutation } = postsApi;
