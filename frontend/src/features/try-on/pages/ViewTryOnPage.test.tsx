import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../test/mockApi';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

const tryOn = {
  id: 'job1',
  timestamp: '1700000000000',
  path: '/uploads/asha_k/try-on/1700000000000_job1.png',
  originalPersonPath: '/me.png',
  garmentPath: '/g.png',
  createdAt: '2025-01-01T00:00:00Z',
  owner: { username: 'asha_k' },
  postId: null,
};

describe('saved try-on', () => {
  it('lets the owner delete it after the confirmation', async () => {
    let answerDelete: (answer: { body: unknown }) => void = () => undefined;
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/virtual-try-on/1700000000000/job1': { body: tryOn },
      'DELETE /api/virtual-try-on/1700000000000/job1': () => new Promise((resolve) => (answerDelete = resolve)),
      'GET /api/users/asha_k/try-ons': { body: { tryOns: [] } },
    });
    const { user, router } = renderRoute('/view-try-on/asha_k/1700000000000_job1');

    await user.click(await screen.findByRole('button', { name: 'Delete Try-On' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Try-On Image' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this try-on image? This action cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();

    answerDelete({ body: { message: 'Deleted' } });
    expect(await screen.findByText('Try-on image deleted successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(await screen.findByText('No try-ons yet')).toBeInTheDocument();
  });

  it('shows no Delete and no Create Post to someone else', async () => {
    mockApi({
      'GET /api/users/me': { body: makeUser({ username: 'ravi' }) },
      'GET /api/virtual-try-on/1700000000000/job1': { body: tryOn },
    });
    renderRoute('/view-try-on/asha_k/1700000000000_job1');
    expect(await screen.findByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Post' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Try-On' })).not.toBeInTheDocument();
  });
});
