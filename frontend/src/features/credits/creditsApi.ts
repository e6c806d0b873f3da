import {
  tvtApi,
  type CreateCreditOrderApiResponse,
  type GetCreditPackagesApiResponse,
} from '../../api/generated/tvtApi';
import { showCreditBalance } from './creditBalance';

export type CreditPackage = GetCreditPackagesApiResponse['packages'][number];
export type CreditOrder = CreateCreditOrderApiResponse;

export const creditsApi = tvtApi.enhanceEndpoints({
  addTagTypes: ['Credits', 'CreditPackages'],
  endpoints: {
    getCredits: { providesTags: ['Credits'] },
    // Every change of the balance (purchase, try-on start, refund) also changes the history.
    getCreditTransactions: { providesTags: ['Credits'] },
    getCreditPackages: { providesTags: ['CreditPackages'] },
    verifyCreditPayment: {
      // The answer carries the new balance: shown at once; the history is fetched again.
      invalidatesTags: ['Credits'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) showCreditBalance(dispatch, data.credits);
      },
    },
  },
});

export const {
  useGetCreditsQuery,
  useGetCreditTransactionsQuery,
  useGetCreditPackagesQuery,
  useCreateCreditOrderMutation,
  usePayTestOrderMutation,
  useVerifyCreditPaymentMutation,
} = creditsApi;
