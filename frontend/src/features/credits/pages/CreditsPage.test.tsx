import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../app/AppProviders';
import { makeStore } from '../../../app/store';
import { wholeText } from '../../../test/textContent';
import { mockApi, notAuthenticated } from '../../../test/mockApi';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';
import CreditsPage from './CreditsPage';

function transaction(index: number) {
  return {
    id: `t${index}`,
    type: index % 2 === 0 ? 'spent' : 'earned',
    description: index % 2 === 0 ? `Virtual try-on ${index}` : `Credit purchase ${index}`,
    amount: index % 2 === 0 ? -1 : 10,
    balanceAfter: 100 - index,
    createdAt: '2026-03-01T10:00:00.000Z',
  };
}

describe('credits page', () => {
  it('shows the balance, the first 10 transactions and loads more on request', async () => {
    const all = Array.from({ length: 12 }, (_, index) => transaction(index + 1));
    const { requests } = mockApi({
      'GET /api/users/me': { body: makeUser({ credits: 42 }) },
      'GET /api/credits': { body: { credits: 42 } },
      'GET /api/credits/transactions': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const limit = Number(new URL(request.url).searchParams.get('limit'));
        return { body: { transactions: all.slice((page - 1) * limit, page * limit), page, limit, total: all.length } };
      },
    });
    const { user } = renderRoute('/credits');

    expect(await screen.findByText(wholeText('42 credits'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/buy-credits');
    const list = await screen.findByRole('list', { name: 'Credit transactions' });
    await within(list).findByText('Credit purchase 1');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByText(wholeText('+10 credits'))).toHaveLength(5);
    expect(within(list).getAllByText(wholeText('-1 credits'))).toHaveLength(5);
    expect(within(list).getByText('Balance 99')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Credit purchase 11')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const pages = requests
      .filter((request) => new URL(request.url).pathname === '/api/credits/transactions')
      .map((request) => new URL(request.url).search);
    expect(pages).toEqual(['?page=1&limit=10', '?page=2&limit=10']);
  });

  it('has an empty state', async () => {
    mockApi({
      'GET /api/users/me': { body: makeUser({ credits: 0 }) },
      'GET /api/credits': { body: { credits: 0 } },
      'GET /api/credits/transactions': { body: { transactions: [], page: 1, limit: 10, total: 0 } },
    });
    renderRoute('/credits');
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(screen.getByText(wholeText('0 credits'))).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in', async () => {
    mockApi({ 'GET /api/users/me': notAuthenticated });
    render(
      <AppProviders store={makeStore()}>
        <MemoryRouter>
          <CreditsPage />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByText('Please log in to view your credits.')).toBeInTheDocument();
  });
});
