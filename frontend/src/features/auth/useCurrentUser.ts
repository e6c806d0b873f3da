import { useGetMeQuery, type User } from '../users/usersApi';

export interface CurrentUserState {
  user: User | null;
  isLoading: boolean;
}

/** The signed-in user, or null for a guest. Any failure of GET /api/users/me means "no user". */
export function useCurrentUser(): CurrentUserState {
  const { data, error, isLoading } = useGetMeQuery(undefined, {
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
  // A guest's 401 is cached as null (see baseApi); any other failure also means "no user".
  return { user: error ? null : (data ?? null), isLoading: isLoading && !error };
}
