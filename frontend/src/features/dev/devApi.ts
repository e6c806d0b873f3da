import { tvtApi } from '../../api/generated/tvtApi';

export const devApi = tvtApi.enhanceEndpoints({
  endpoints: {
    // Mail arrives at any moment; a cached outbox is never what the developer wants.
    getOutbox: { keepUnusedDataFor: 0 },
  },
});

export const { useGetOutboxQuery } = devApi;
