import { pagedMerging } from '../../api/pagedMerging';
import { tvtApi, type AddressDto, type OrderDto, type OrdersPageDto } from '../../api/generated/tvtApi';

export type Address = AddressDto;
export type Order = OrderDto;
export type OrderStatus = OrderDto['orderStatus'];

/** Both order lists grow page by page in one cache entry (newest first, keyset cursor). */
const orderPages = pagedMerging<OrdersPageDto, OrderDto>({ position: 'cursor', items: (page) => page.orders });

function orderTags(result: OrdersPageDto | undefined, list: 'BuyerOrders' | 'SellerOrders') {
  return [list, ...(result?.orders ?? []).map((order) => ({ type: 'Order' as const, id: order.id }))];
}

/** Puts a saved address into the cached list at once, so it can be selected before the refetch answers. */
function rememberSavedAddress(address: Address) {
  return ordersApi.util.updateQueryData('getUserAddresses', undefined, (list) => {
    const index = list.addresses.findIndex((candidate) => candidate.id === address.id);
    if (index === -1) list.addresses.push(address);
    else list.addresses[index] = address;
  });
}

export const ordersApi = tvtApi.enhanceEndpoints({
  addTagTypes: ['Addresses', 'Order', 'BuyerOrders', 'SellerOrders', 'Product'],
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
    // Orders keep their own copy of the address they ship to: only the address list changes.
    deleteUserAddress: { invalidatesTags: (_result, error) => (error ? [] : ['Addresses']) },
    getUserOrders: { ...orderPages, providesTags: (result) => orderTags(result, 'BuyerOrders') },
    getTrendstarOrders: { ...orderPages, providesTags: (result) => orderTags(result, 'SellerOrders') },
    getUserOrder: { providesTags: (_result, _error, { id }) => [{ type: 'Order', id }] },
    // A setting of the server: read once a session.
    getSupportContact: { keepUnusedDataFor: 24 * 60 * 60 },
    placeOrder: {
      // The product's stock moved (or, on a refusal, the product was not what the screen showed): it is read again.
      invalidatesTags: (_result, error, { placeOrderDto }) => [
        { type: 'Product', id: placeOrderDto.productId },
        ...(error ? [] : ['BuyerOrders' as const]),
      ],
      // The order complete screen opens with the placed order already in the cache.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) {
          const { order } = answer.data;
          await dispatch(ordersApi.util.upsertQueryData('getUserOrder', { id: order.id }, { order }));
        }
      },
    },
    updateOrderStatus: {
      // The answer is the order as stored: every cached copy (detail and list pages) takes it as is.
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        const { order } = answer.data;
        for (const { endpointName, originalArgs } of ordersApi.util.selectInvalidatedBy(getState(), [
          { type: 'Order', id },
        ])) {
          if (endpointName === 'getUserOrder') {
            dispatch(ordersApi.util.updateQueryData('getUserOrder', originalArgs, (cached) => ({ ...cached, order })));
          } else if (endpointName === 'getUserOrders' || endpointName === 'getTrendstarOrders') {
            dispatch(
              ordersApi.util.updateQueryData(endpointName, originalArgs, (page) => {
                const index = page.orders.findIndex((candidate) => candidate.id === id);
                if (index !== -1) page.orders[index] = order;
              }),
            );
          }
        }
      },
    },
  },
});

export const {
  useGetUserOrdersQuery,
  useGetTrendstarOrdersQuery,
  useGetUserOrderQuery,
  useGetSupportContactQuery,
  usePlaceOrderMutation,
  useUpdateOrderStatusMutation,
  useCreateUserAddressMutation,
  useUpdateUserAddressMutation,
} = ordersApi;

/** Part 2 §7: the saved addresses are read on every mount and window focus. */
export function useSavedAddresses(skip = false) {
  return ordersApi.useGetUserAddressesQuery(undefined, { skip, refetchOnMountOrArgChange: true, refetchOnFocus: true });
}
