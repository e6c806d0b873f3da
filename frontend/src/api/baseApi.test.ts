import { makeStore } from '../app/store';
import { tvtApi } from './generated/tvtApi';
import { mockApi, notAuthenticated } from '../test/mockApi';
import { makeUser } from '../test/users';

const otherUserId = '5d0c1f7e-0000-4000-8000-000000000001';

describe('session handling of the API layer', () => {
  it('sends cookies with every request', async () => {
    const { requests } = mockApi({ 'GET /api/users/me': { body: makeUser() } });
    const store = makeStore();
    await store.dispatch(tvtApi.endpoints.getMe.initiate());
    expect(requests[0].credentials).toBe('include');
  });

  it('a 401 while signed in clears every cached answer and asks to log in again', async () => {
    let sessionValid = true;
    mockApi({
      'GET /api/users/me': () => (sessionValid ? { body: makeUser() } : notAuthenticated),
      [`GET /api/users/${otherUserId}`]: () =>
        sessionValid ? { body: makeUser({ id: otherUserId, username: 'ravi' }) } : notAuthenticated,
      'PATCH /api/users/0b6f1a8e-2f1c-4a59-9d51-1f6f0c7d2a10': notAuthenticated,
    });
    const store = makeStore();
    await store.dispatch(tvtApi.endpoints.getMe.initiate());
    await store.dispatch(tvtApi.endpoints.getUserById.initiate({ id: otherUserId }));
    expect(tvtApi.endpoints.getUserById.select({ id: otherUserId })(store.getState()).data?.username).toBe('ravi');

    sessionValid = false;
    await store.dispatch(
      tvtApi.endpoints.updateUser.initiate({
        id: '0b6f1a8e-2f1c-4a59-9d51-1f6f0c7d2a10',
        updateUserDto: { firstName: 'A', lastName: 'B' },
      }),
    );

    expect(tvtApi.endpoints.getMe.select()(store.getState()).data).toBeUndefined();
    expect(tvtApi.endpoints.getUserById.select({ id: otherUserId })(store.getState()).data).toBeUndefined();
    expect(store.getState().toast.current).toMatchObject({
      title: 'Authentication required. Please log in.',
      variant: 'destructive',
    });
  });

  it("a guest's 401 from the current-user query just means no user, with no toast", async () => {
    const { requests } = mockApi({ 'GET /api/users/me': notAuthenticated });
    const store = makeStore();
    await store.dispatch(tvtApi.endpoints.getMe.initiate());

    expect(tvtApi.endpoints.getMe.select()(store.getState())).toMatchObject({ isSuccess: true, data: null });
    expect(store.getState().toast.current).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('never retries a failed mutation', async () => {
    const { requests } = mockApi({
      'POST /api/auth/logout': {
        status: 503,
        body: { statusCode: 503, code: 'server_error', message: 'Server error' },
      },
    });
    const store = makeStore();
    await store.dispatch(tvtApi.endpoints.logout.initiate());
    expect(requests).toHaveLength(1);
  });
});
