import { useGetMeQuery, type User } from '../users/usersApi';

export interface CurrentUserState {
  user: User | null;
  isLoading: boolean;
}

/** The signed-in user, or null for a guest. Any failure of GET /api/users/me means "no user". */
export function useCurrentUser(): CurrentUserState {
  const { data, isError, isLoading } = useGetMeQuery(undefined, {
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
  return { user: isError ? null : (data ?? null), isLoading };
}
