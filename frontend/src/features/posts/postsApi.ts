import { tvtApi } from '../../api/generated/tvtApi';

export const postsApi = tvtApi.enhanceEndpoints({
  addTagTypes: ['TryOnPost', 'TryOn'],
  endpoints: {
    createTryOnPost: { invalidatesTags: ['TryOnPost', 'TryOn'] },
    getTryOnPost: {
      // Part 2 §7: post detail is cached 5 minutes.
      keepUnusedDataFor: 300,
      providesTags: (result) => (result ? [{ type: 'TryOnPost', id: result.post.id }] : []),
    },
    deletePost: { invalidatesTags: ['TryOnPost', 'TryOn'] },
  },
});

export const { useCreateTryOnPostMutation, useGetTryOnPostQuery, useDeletePostMutation } = postsApi;
