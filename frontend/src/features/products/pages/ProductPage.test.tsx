import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, notAuthenticated } from '../../../test/mockApi';
import { makeProduct, makeProductTryOn, productId, sellerId } from '../../../test/products';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

// Each test renders the whole app with its lazy routes: slow on a busy machine.
jest.setTimeout(60_000);

const buyer = makeUser({ id: 'buyer-1', username: 'asha_k' });
const seller = makeUser({ id: sellerId, username: 'meera_s', role: 'trendstar' });
const noTryOns = { body: { tryOns: [], count: 0, hasUserTriedOn: false } };

describe('product detail', () => {
  it('shows the product, its price in rupees and the community try-ons to a buyer, who can buy it', async () => {
    mockApi({
      'GET /api/users/me': { body: buyer },
      [`GET /api/products/${productId}`]: { body: { product: makeProduct() } },
      [`GET /api/products/${productId}/try-ons`]: {
        body: { tryOns: [makeProductTryOn()], count: 1, hasUserTriedOn: false },
      },
    });
    const { user, router } = renderRoute(`/product/${productId}`);

    expect(await screen.findByLabelText('Loading product')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Indigo linen kurta' })).toBeInTheDocument();
    expect(screen.getByText('₹1,999')).toBeInTheDocument();
    expect(screen.getByText('₹2,999')).toHaveStyle({ textDecoration: 'line-through' });
    expect(screen.getByText('33% OFF')).toBeInTheDocument();
    expect(screen.getByText('@meera_s')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Original garment' })).toHaveAttribute('src', makeProduct().garmentImage);
    expect(await screen.findByText('1 try-on')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try This as Public' })).toHaveAttribute(
      'href',
      `/create-try-on?product=${productId}&mode=public`,
    );
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(router.state.location.pathname).toBe(`/user-order-info/${productId}/${makeProduct().tryOnId}`);
  });

  it('gives the owner Edit and the waiting text instead of try-on buttons', async () => {
    mockApi({
      'GET /api/users/me': { body: seller },
      [`GET /api/products/${productId}`]: { body: { product: makeProduct() } },
      [`GET /api/products/${productId}/try-ons`]: noTryOns,
    });
    renderRoute(`/product/${productId}`);
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/edit-product/${productId}`);
    expect(await screen.findByText('This is your product. Wait for users to try it on!')).toBeInTheDocument();
    expect(screen.getByText('No user try-ons yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Be First/ })).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in to try it on', async () => {
    mockApi({
      'GET /api/users/me': notAuthenticated,
      [`GET /api/products/${productId}`]: { body: { product: makeProduct() } },
      [`GET /api/products/${productId}/try-ons`]: noTryOns,
    });
    renderRoute(`/product/${productId}`);
    expect(await screen.findByText('Log in to try on this product!')).toBeInTheDocument();
  });

  it('offers Be First, and tells a buyer who tried it already', async () => {
    mockApi({
      'GET /api/users/me': { body: buyer },
      [`GET /api/products/${productId}`]: { body: { product: makeProduct() } },
      [`GET /api/products/${productId}/try-ons`]: { body: { tryOns: [], count: 0, hasUserTriedOn: true } },
    });
    renderRoute(`/product/${productId}`);
    expect(await screen.findByText("You've already tried this product on.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Be First/ })).not.toBeInTheDocument();
  });

  it('cannot be bought while inactive', async () => {
    mockApi({
      'GET /api/users/me': { body: buyer },
      [`GET /api/products/${productId}`]: { body: { product: makeProduct({ isActive: false }) } },
      [`GET /api/products/${productId}/try-ons`]: noTryOns,
    });
    renderRoute(`/product/${productId}`);
    expect(await screen.findByRole('button', { name: 'Unavailable' })).toBeDisabled();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it('likes the product at once and rolls back when the server refuses', async () => {
    let answerLike: (answer: { status?: number; body: unknown }) => void = () => undefined;
    mockApi({
      'GET /api/users/me': { body: buyer },
      [`GET /api/products/${productId}`]: { body: { product: makeProduct() } },
      [`GET /api/products/${productId}/try-ons`]: noTryOns,
      [`POST /api/products/${productId}/like`]: () => new Promise((resolve) => (answerLike = resolve)),
    });
    const { user } = renderRoute(`/product/${productId}`);
    await user.click(await screen.findByRole('button', { name: 'Like' }));
    expect(screen.getByRole('button', { name: '4 likes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');

    answerLike({ status: 500, body: { statusCode: 500, code: 'internal_error', message: 'Server error' } });
    expect(await screen.findByRole('button', { name: '3 likes' })).toBeInTheDocument();
    expect(await screen.findByText(/Failed to like product/)).toBeInTheDocument();
  });

  it('shows the details with their empty texts, and the comments tab', async () => {
    mockApi({
      'GET /api/users/me': { body: buyer },
      [`GET /api/products/${productId}`]: {
        body: { product: makeProduct({ description: null, sizes: [], colors: ['Indigo', 'Rust'], images: [] }) },
      },
      [`GET /api/products/${productId}/try-ons`]: noTryOns,
      [`GET /api/products/${productId}/comments`]: { body: { comments: [], nextCursor: null } },
    });
    const { user } = renderRoute(`/product/${productId}`);
    await user.click(await screen.findByRole('tab', { name: 'Product Details' }));
    expect(screen.getByText('No description available')).toBeInTheDocument();
    expect(screen.getByText('No size information available')).toBeInTheDocument();
    const colors = screen.getByRole('region', { name: 'Available Colors' });
    expect(within(colors).getByText('Rust')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '0 comments' }));
    expect(screen.getByRole('tab', { name: 'Comments' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No comments yet. Be the first to comment!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toBeInTheDocument();
  });

  it('says the product is not found for an id that is not a UUID, without asking the server', async () => {
    const { requests } = mockApi({ 'GET /api/users/me': { body: buyer } });
    renderRoute('/product/not-a-product');
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/api/products/'))).toBe(false);
  });

  it('shows the failure toast when the product cannot be loaded', async () => {
    mockApi({
      'GET /api/users/me': { body: buyer },
      [`GET /api/products/${productId}`]: {
        status: 404,
        body: { statusCode: 404, code: 'product_not_found', message: 'Product not found' },
      },
    });
    renderRoute(`/product/${productId}`);
    expect(await screen.findByText('Failed to load product details')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Product not found' })).toBeInTheDocument());
  });
});
