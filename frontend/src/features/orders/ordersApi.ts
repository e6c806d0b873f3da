import { tvtApi, type AddressDto } from '../../api/generated/tvtApi';

export type Address = AddressDto;

/** Puts a saved address into the cached list at once, so it can be selected before the refetch answers. */
function rememberSavedAddress(address: Address) {
  return ordersApi.util.updateQueryData('getUserAddresses', undefined, (list) => {
    const index = list.addresses.findIndex((candidate) => candidate.id === address.id);
    if (index === -1) list.addresses.push(address);
    else list.addresses[index] = address;
  });
}

export const ordersApi = tvtApi.enhanceEndpoints({
  addTagTypes: ['Addresses'],
  endpoints: {
    // Part 2 §9: addresses have zero cache time.
    getUserAddresses: { providesTags: ['Addresses'], keepUnusedDataFor: 0 },
    getUserAddress: { providesTags: (_result, _error, { id }) => [{ type: 'Addresses', id }] },
    createUserAddress: {
      // Saving as default moves the default flag of another address: the list is read again.
      invalidatesTags: (_result, error) => (error ? [] : ['Addresses']),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(rememberSavedAddress(answer.data.address));
      },
    },
    updateUserAddress: {
      invalidatesTags: (_result, error, { id }) => (error ? [] : ['Addresses', { type: 'Addresses', id }]),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(rememberSavedAddress(answer.data.address));
      },
    },
  },
});

export const { useCreateUserAddressMutation, useUpdateUserAddressMutation } = ordersApi;

/** Part 2 §7: the saved addresses are read on every mount and window focus. */
export function useSavedAddresses(skip = false) {
  return ordersApi.useGetUserAddressesQuery(undefined, { skip, refetchOnMountOrArgChange: true, refetchOnFocus: true });
}
