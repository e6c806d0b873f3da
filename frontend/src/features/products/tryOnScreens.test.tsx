import { act, screen, waitFor, within } from '@testing-library/react';
import { installFakeEventSource, removeFakeEventSource } from '../../test/fakeBrowserApis';
import { mockApi } from '../../test/mockApi';
import { makeProduct, productId } from '../../test/products';
import { renderRoute } from '../../test/renderRoute';
import { makeUser } from '../../test/users';

// Each test renders the whole app with its lazy routes: slow on a busy machine.
jest.setTimeout(60_000);

const trendstar = makeUser({ username: 'asha_k', role: 'trendstar' });
const savedUrl = '/uploads/asha_k/try-on/1700000000000_job1.png';
const savedTryOn = {
  id: 'job1',
  timestamp: '1700000000000',
  path: savedUrl,
  thumbnailPath: savedUrl,
  largePath: savedUrl,
  originalPersonPath: '/me.png',
  garmentPath: '/g.png',
  createdAt: '2025-01-01T00:00:00Z',
  owner: { username: 'asha_k' },
  postId: null,
};
const completed = { id: 'job1', status: 'completed', output: ['/raw/job1.png'], error: null, message: null };

beforeEach(() => window.localStorage.clear());
afterEach(() => removeFakeEventSource());

async function finishTryOn(streams: ReturnType<typeof installFakeEventSource>) {
  await waitFor(() => expect(streams).toHaveLength(1));
  act(() => streams[0].emit('ready', {}));
  act(() => streams[0].emit('tryOn.status', completed));
}

describe('products on the try-on screens', () => {
  it('lets a TrendStar turn a fresh result into a product', async () => {
    const streams = installFakeEventSource();
    mockApi({
      'GET /api/users/me': { body: trendstar },
      'GET /api/virtual-try-on': { body: completed },
      'POST /api/credits/deduct': { body: { alreadyProcessed: true, tryOnUrl: savedUrl, credits: 6 } },
      'GET /api/virtual-try-on/1700000000000/job1': { body: savedTryOn },
      'GET /api/products/exists-by-tryon/1700000000000_job1': { body: { exists: false, productId: null } },
      'GET /api/users/asha_k/try-ons': { body: { tryOns: [] } },
      'GET /api/products/existing-tryons': { body: { tryOnIds: [] } },
    });
    const { user, router } = renderRoute('/result-try-on/job1/1700000000000');
    await finishTryOn(streams);

    await user.click(await screen.findByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Ready to create your product')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create-product');
    expect(JSON.parse(window.localStorage.getItem('tvt.selectedTryOn') ?? '{}')).toMatchObject({
      id: '1700000000000_job1',
      path: savedUrl,
    });
    // The kept try-on is shown at once: no picker.
    expect(await screen.findByRole('button', { name: 'Change Try-On' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Select Virtual Try-On' })).not.toBeInTheDocument();
  });

  it("links a try-on of a product's garment to that product with the chosen visibility", async () => {
    const streams = installFakeEventSource();
    const links: unknown[] = [];
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/virtual-try-on': { body: completed },
      'POST /api/credits/deduct': { body: { alreadyProcessed: true, tryOnUrl: savedUrl, credits: 6 } },
      'GET /api/virtual-try-on/1700000000000/job1': { body: savedTryOn },
      [`POST /api/products/${productId}/try-on`]: async (request) => {
        links.push(await request.json());
        return { status: 201, body: { tryOn: {} } };
      },
    });
    renderRoute(`/result-try-on/job1/1700000000000?productId=${productId}&mode=public`);
    await finishTryOn(streams);
    await waitFor(() => expect(links).toEqual([{ tryOnId: '1700000000000_job1', visibility: 'public' }]));
    expect(screen.queryByRole('button', { name: 'Create Product' })).not.toBeInTheDocument();
  });

  it('shows Product Exists on a saved try-on already used for a product', async () => {
    mockApi({
      'GET /api/users/me': { body: trendstar },
      'GET /api/virtual-try-on/1700000000000/job1': { body: savedTryOn },
      'GET /api/products/exists-by-tryon/1700000000000_job1': { body: { exists: true, productId } },
    });
    renderRoute('/view-try-on/asha_k/1700000000000_job1');
    expect(await screen.findByRole('button', { name: 'Product Exists' })).toBeDisabled();
    expect(screen.getByText('A product already exists for this try-on')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Product' })).not.toBeInTheDocument();
  });

  it("lists a TrendStar's products on their profile, inactive ones marked", async () => {
    mockApi({
      'GET /api/users/me': { body: trendstar },
      'GET /api/users/asha_k/try-ons': { body: { tryOns: [] } },
      'GET /api/users/asha_k/products': {
        body: {
          products: [
            makeProduct({ id: 'p-active', title: 'Linen kurta', discountPrice: null, actualPrice: '125000.00' }),
            makeProduct({ id: 'p-hidden', title: 'Silk saree', isActive: false }),
          ],
        },
      },
    });
    const { user } = renderRoute('/profile');
    await user.click(await screen.findByRole('tab', { name: 'Products' }));
    const grid = await screen.findByRole('list', { name: 'Products' });
    const active = within(grid).getByRole('link', { name: 'Linen kurta' });
    expect(active).toHaveAttribute('href', '/product/p-active');
    expect(active).toHaveTextContent('₹1,25,000');
    const hidden = within(grid).getByRole('link', { name: 'Silk saree (inactive)' });
    expect(hidden).toHaveTextContent('Inactive');
    expect(hidden).toHaveTextContent('₹1,999');
    expect(hidden).toHaveStyle({ opacity: '0.5' });
  });

  it('has no Products tab for a default user', async () => {
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/users/asha_k/try-ons': { body: { tryOns: [] } },
    });
    renderRoute('/profile');
    expect(await screen.findByRole('tab', { name: 'Posts' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Products' })).not.toBeInTheDocument();
  });
});
