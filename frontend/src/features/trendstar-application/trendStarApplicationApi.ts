import { tvtApi, type GetTrendstarApplicationApiResponse } from '../../api/generated/tvtApi';

export type TrendStarApplicationState = GetTrendstarApplicationApiResponse;
export type TrendStarApplication = NonNullable<TrendStarApplicationState['application']>;

export const trendStarApplicationApi = tvtApi.enhanceEndpoints({
  addTagTypes: ['TrendStarApplication'],
  endpoints: {
    getTrendstarApplication: { providesTags: ['TrendStarApplication'] },
    applyForTrendstar: { invalidatesTags: ['TrendStarApplication'] },
  },
});

export const { useGetTrendstarApplicationQuery, useApplyForTrendstarMutation } = trendStarApplicationApi;
