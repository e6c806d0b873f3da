import { screen, waitFor } from '@testing-library/react';
import { mockApi, type MockAnswer } from '../../../test/mockApi';
import { makeProduct, productId, sellerId } from '../../../test/products';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

// Each test renders the whole app with its lazy routes: slow on a busy machine.
jest.setTimeout(60_000);

const seller = makeUser({ id: sellerId, username: 'meera_s', role: 'trendstar' });
const gallery = ['/uploads/products/p1/gallery-1.jpg', '/uploads/products/p1/gallery-2.jpg'];

beforeEach(() => window.localStorage.clear());

function editHandlers(overrides: Record<string, MockAnswer | ((request: Request) => Promise<MockAnswer>)> = {}) {
  return mockApi({
    'GET /api/users/me': { body: seller },
    [`GET /api/products/${productId}`]: { body: { product: makeProduct() } },
    [`GET /api/products/${productId}/images`]: { body: { images: gallery } },
    [`GET /api/products/${productId}/try-ons`]: { body: { tryOns: [], count: 0, hasUserTriedOn: false } },
    ...overrides,
  });
}

describe('Edit Product', () => {
  it('updates the product, then deletes the marked image, then opens the product after 1.5 s', async () => {
    const order: string[] = [];
    const sent: unknown[] = [];
    let answerUpdate: (answer: MockAnswer) => void = () => undefined;
    editHandlers({
      [`PATCH /api/products/${productId}`]: async (request) => {
        order.push('update');
        sent.push(await request.json());
        return new Promise((resolve) => (answerUpdate = resolve));
      },
      [`DELETE /api/products/${productId}/images`]: async (request) => {
        order.push('delete');
        sent.push(await request.json());
        return { body: { path: gallery[0], message: 'Image deleted successfully' } };
      },
    });
    const { user, router } = renderRoute(`/edit-product/${productId}`);

    const title = await screen.findByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Indigo linen kurta');
    expect(screen.getByRole('spinbutton', { name: /Regular Price/ })).toHaveValue(2999);
    expect(screen.getByRole('spinbutton', { name: /Discount Price/ })).toHaveValue(1999);
    expect(screen.getByRole('switch', { name: 'Active Status' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Virtual try-on' })).toHaveAttribute('src', makeProduct().tryOnImage);

    await user.click(await screen.findByRole('button', { name: 'Delete product image 1' }));
    // Deferred: hidden now, deleted on save.
    expect(screen.getAllByRole('img', { name: /Product image/ })).toHaveLength(1);
    expect(order).toEqual([]);

    await user.clear(title);
    await user.type(title, 'Indigo kurta');
    await user.clear(screen.getByRole('spinbutton', { name: /Discount Price/ }));
    await user.click(screen.getByRole('switch', { name: 'Active Status' }));
    expect(
      screen.getByText('Inactive products are hidden from the feed and cannot be bought, but stay on your profile.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();

    answerUpdate({ body: { product: makeProduct({ title: 'Indigo kurta', isActive: false }) } });
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(order).toEqual(['update', 'delete']);
    expect(sent).toEqual([
      {
        title: 'Indigo kurta',
        description: 'Hand-block printed linen, breathable for the monsoon.',
        actualPrice: 2999,
        discountPrice: null,
        stock: 4,
        isActive: false,
        sizes: ['S', 'M', 'L'],
        colors: ['Indigo'],
      },
      { imagePath: gallery[0] },
    ]);
    expect(router.state.location.pathname).toBe(`/edit-product/${productId}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${productId}`), { timeout: 3000 });
  });

  it('keeps an image whose delete failed hidden, and deletes it again at the next save', async () => {
    let deletes = 0;
    editHandlers({
      [`PATCH /api/products/${productId}`]: { body: { product: makeProduct() } },
      [`DELETE /api/products/${productId}/images`]: async () => {
        deletes += 1;
        return { status: 500, body: { statusCode: 500, code: 'internal_error', message: 'Server error' } };
      },
    });
    const first = renderRoute(`/edit-product/${productId}`);
    await screen.findByRole('textbox', { name: /Title/ });
    await first.user.click(await screen.findByRole('button', { name: 'Delete product image 1' }));
    await first.user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(deletes).toBe(1);
    first.unmount();

    const second = renderRoute(`/edit-product/${productId}`);
    await screen.findByRole('textbox', { name: /Title/ });
    await screen.findByRole('button', { name: 'Delete product image 1' });
    expect(screen.getAllByRole('img', { name: /Product image/ })).toHaveLength(1);
    await second.user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(deletes).toBe(2));
  });

  it('shows the part 2 §5 messages and sends nothing', async () => {
    const { requests } = editHandlers();
    const { user } = renderRoute(`/edit-product/${productId}`);
    const title = await screen.findByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'ab');
    const stock = screen.getByRole('spinbutton', { name: /Stock Quantity/ });
    await user.clear(stock);
    await user.type(stock, '-2');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(screen.getByText('Title must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Stock must be 0 or positive')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it("sends a TrendStar away from someone else's product", async () => {
    editHandlers({ 'GET /api/users/me': { body: makeUser({ id: 'other', username: 'ravi', role: 'trendstar' }) } });
    const { router } = renderRoute(`/edit-product/${productId}`);
    expect(await screen.findByText('You can only edit your own products')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
