import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/AppProviders';
import { makeStore } from '../../../app/store';
import { mockApi, notAuthenticated } from '../../../test/mockApi';
import { Toaster } from '../../toast/Toaster';
import { FollowButton } from './FollowButton';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

describe('follow button', () => {
  it('sends a guest to login with the way back, saying authentication is required', async () => {
    const { requests } = mockApi({ 'GET /api/users/me': notAuthenticated });
    const router = createMemoryRouter(
      [
        { path: '/trendstar/:username', element: <FollowButton userId="5d0c7c1e-7d0e-4d8e-9a55-0a3c1c6b9f01" /> },
        { path: '/auth/login', element: <p>Login screen</p> },
      ],
      { initialEntries: ['/trendstar/priya_s'] },
    );
    render(
      <AppProviders store={makeStore()}>
        <RouterProvider router={router} />
        <Toaster />
      </AppProviders>,
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Ftrendstar%2Fpriya_s');
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication required');
    // A guest's button never asks for a follow status nor sends a follow.
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(
      expect.not.arrayContaining([expect.stringContaining('/follow')]),
    );
  });
});
