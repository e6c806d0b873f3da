import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../test/mockApi';
import { renderRoute } from '../../../test/renderRoute';
import { emptyFeed } from '../../../test/posts';
import { makeUser } from '../../../test/users';

describe('profile picture step', () => {
  beforeAll(() => {
    URL.createObjectURL = () => 'blob:photo';
    URL.revokeObjectURL = () => undefined;
  });

  it('goes to login without a userId', async () => {
    mockApi({ 'GET /api/users/me': { body: makeUser() }, 'GET /api/feed': emptyFeed });
    const { router } = renderRoute('/auth/profile-picture');
    // Signed in already, so the login sends on to the home feed.
    await screen.findByText('No posts yet', {}, { timeout: 5000 });
    expect(router.state.location.pathname).not.toBe('/auth/profile-picture');
  });

  it('accepts only jpeg, png and webp and asks for a crop area before uploading', async () => {
    const { requests } = mockApi({ 'GET /api/users/me': { body: makeUser() } });
    const { user } = renderRoute(`/auth/profile-picture?userId=${makeUser().id}`);
    await screen.findByRole('button', { name: 'Choose Photo' });
    const input = screen.getByTestId('avatar-file-input');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

    await user.upload(input, new File(['photo'], 'me.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crop your photo' });
    // The photo never finished loading, so there is no crop area yet.
    await user.click(within(dialog).getByRole('button', { name: 'Crop & Upload' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please select an area to crop');
    expect(requests.some((request) => request.url.includes('/avatar'))).toBe(false);
  });

  it('Skip for Now goes home', async () => {
    mockApi({ 'GET /api/users/me': { body: makeUser() }, 'GET /api/feed': emptyFeed });
    const { user, router } = renderRoute(`/auth/profile-picture?userId=${makeUser().id}`);
    await user.click(await screen.findByRole('button', { name: 'Skip for Now' }));
    expect(await screen.findByText('No posts yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
