import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { imageFile, installFakeUploads, installObjectUrls } from '../../../test/fakeBrowserApis';
import { mockApi, type MockAnswer } from '../../../test/mockApi';
import { makeProduct } from '../../../test/products';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

// Each test renders the whole app with its lazy routes: slow on a busy machine.
jest.setTimeout(120_000);

const trendstar = makeUser({ id: 'seller-1', username: 'meera_s', role: 'trendstar' });
const unused = {
  id: '1700000000000_aaaaaaaa-1111-4111-8111-111111111111',
  timestamp: '1700000000000',
  path: '/uploads/meera_s/try-on/1700000000000_aaaaaaaa-1111-4111-8111-111111111111.png',
  thumbnailPath: '/uploads/meera_s/try-on/unused-256.jpg',
  createdAt: '2025-03-01T10:00:00.000Z',
};
const used = {
  ...unused,
  id: '1700000000001_bbbbbbbb-2222-4222-8222-222222222222',
  thumbnailPath: '/uploads/meera_s/try-on/used-256.jpg',
  createdAt: '2025-03-02T10:00:00.000Z',
};
const garmentPath = '/uploads/meera_s/try-on/1700000000000/cloth_image.png';

function sellerHandlers(createAnswer?: (request: Request) => Promise<MockAnswer>) {
  return mockApi({
    'GET /api/users/me': { body: trendstar },
    'GET /api/users/meera_s/try-ons': { body: { tryOns: [unused, used] } },
    'GET /api/products/existing-tryons': { body: { tryOnIds: [used.id.replace(/-/g, '_')] } },
    'GET /api/virtual-try-on/1700000000000/aaaaaaaa-1111-4111-8111-111111111111': {
      body: { ...unused, id: 'aaaaaaaa-1111-4111-8111-111111111111', largePath: unused.path, garmentPath },
    },
    ...(createAnswer ? { 'POST /api/products': createAnswer } : {}),
    'GET /api/users/meera_s/products': { body: { products: [] } },
  });
}

beforeEach(() => {
  window.localStorage.clear();
  installObjectUrls();
});

describe('Create Product', () => {
  it('sends a default user back to /create with Access Denied', async () => {
    mockApi({ 'GET /api/users/me': { body: makeUser() } });
    const { router } = renderRoute('/create-product');
    // The suite's first render also waits for the lazily loaded page to be compiled: slow on a busy machine.
    expect(
      await screen.findByText('Only TrendStar users can create products', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create');
  });

  it('picks an unused try-on, checks the fields and creates the product with the defaults', async () => {
    const sent: unknown[] = [];
    let answerCreate: (answer: MockAnswer) => void = () => undefined;
    sellerHandlers(async (request) => {
      sent.push(await request.json());
      return new Promise((resolve) => (answerCreate = resolve));
    });
    const { user, router } = renderRoute('/create-product');

    const picker = await screen.findByRole('dialog', { name: 'Select Virtual Try-On' });
    expect(await within(picker).findAllByRole('button', { name: /Select try-on from/ })).toHaveLength(1);
    await user.click(within(picker).getByRole('button', { name: /Select try-on from/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('img', { name: 'Original garment' })).toHaveAttribute('src', garmentPath);
    expect(screen.getByRole('button', { name: 'Change Try-On' })).toBeInTheDocument();

    // Stock and price default as part 2 §9 says; no size or colour is chosen for the seller.
    const sizes = screen.getByRole('group', { name: 'Sizes' });
    const colors = screen.getByRole('group', { name: 'Colors' });
    expect(within(sizes).queryByRole('list', { name: 'Chosen sizes' })).not.toBeInTheDocument();
    expect(within(colors).queryByRole('list', { name: 'Chosen colors' })).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /Stock Quantity/ })).toHaveValue(1);

    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(screen.getByText('Title must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Price must be greater than 0')).toBeInTheDocument();
    expect(screen.getByText('At least one size is required')).toBeInTheDocument();
    expect(screen.getByText('At least one color is required')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    // Pasted rather than typed key by key: every key re-renders the whole form, which took over a minute on a busy
    // machine; the field sees the same change either way.
    await user.click(screen.getByRole('textbox', { name: /Title/ }));
    await user.paste('Indigo linen kurta');
    const price = screen.getByRole('spinbutton', { name: /^Price/ });
    await user.clear(price);
    await user.paste('2999');
    await user.click(screen.getByRole('spinbutton', { name: /Discount Price/ }));
    await user.paste('1999');
    // Common sizes are one tap away and leave the suggestions once chosen; others are typed.
    await user.click(within(sizes).getByRole('button', { name: 'Add size M' }));
    await user.click(within(sizes).getByRole('button', { name: 'Add size L' }));
    expect(within(sizes).queryByRole('button', { name: 'Add size M' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Add a size' }), 'XL{Enter}');
    await user.click(screen.getByRole('textbox', { name: 'Add a color' }));
    await user.paste(' Indigo ');
    await user.click(screen.getByRole('button', { name: 'Add color' }));
    expect(
      within(within(sizes).getByRole('list', { name: 'Chosen sizes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['M', 'L', 'XL']);
    expect(screen.queryByText('At least one size is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(sent).toEqual([
      {
        title: 'Indigo linen kurta',
        description: null,
        actualPrice: 2999,
        discountPrice: 1999,
        stock: 1,
        isActive: true,
        sizes: ['M', 'L', 'XL'],
        colors: ['Indigo'],
        tryOnId: unused.id,
        tryOnImage: unused.path,
        garmentImage: garmentPath,
      },
    ]);

    answerCreate({ status: 201, body: { product: makeProduct() } });
    expect(await screen.findByText('Your product has been created successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(window.localStorage.getItem('tvt.selectedTryOn')).toBeNull();
  });

  it('requires a size and a colour', async () => {
    sellerHandlers();
    window.localStorage.setItem(
      'tvt.selectedTryOn',
      JSON.stringify({ id: unused.id, path: unused.path, createdAt: unused.createdAt }),
    );
    const { user } = renderRoute('/create-product');
    const sizes = await screen.findByRole('group', { name: 'Sizes' });
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(screen.getByText('At least one size is required')).toBeInTheDocument();
    expect(screen.getByText('At least one color is required')).toBeInTheDocument();
    // A size chosen and removed again is still missing.
    await user.click(within(sizes).getByRole('button', { name: 'Add size S' }));
    expect(screen.queryByText('At least one size is required')).not.toBeInTheDocument();
    await user.click(within(sizes).getByLabelText('Remove S'));
    expect(screen.getByText('At least one size is required')).toBeInTheDocument();
  });

  it('uploads the images first with their progress, and refuses a sixth image', async () => {
    const uploads = installFakeUploads();
    const sent: unknown[] = [];
    sellerHandlers(async (request) => {
      sent.push(await request.json());
      return { status: 201, body: { product: makeProduct() } };
    });
    window.localStorage.setItem(
      'tvt.selectedTryOn',
      JSON.stringify({ id: unused.id, path: unused.path, createdAt: unused.createdAt }),
    );
    const { user } = renderRoute('/create-product');
    const input = await screen.findByTestId('product-images-input');
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => imageFile(`${name}.jpg`));
    fireEvent.change(input, { target: { files: six } });
    expect(await screen.findByText('You can upload a maximum of 5 images per product')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'New image a.jpg' })).not.toBeInTheDocument();

    fireEvent.change(input, { target: { files: six.slice(0, 2) } });
    expect(screen.getByRole('img', { name: 'New image a.jpg' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove b.jpg' }));
    expect(screen.queryByRole('img', { name: 'New image b.jpg' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: /Title/ }));
    await user.paste('Indigo linen kurta');
    const price = screen.getByRole('spinbutton', { name: /^Price/ });
    await user.clear(price);
    await user.paste('999');
    await user.click(screen.getByRole('button', { name: 'Add size M' }));
    await user.click(screen.getByRole('button', { name: 'Add color Black' }));
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0].url).toBe(`/api/products/images/${unused.id}`);
    expect(uploads[0].body?.getAll('productImages')).toHaveLength(1);
    act(() => uploads[0].progress(40));
    expect(await screen.findByText('Uploading images... 40%')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    act(() => uploads[0].respond(200, { images: ['/uploads/products/new/a.jpg'] }));
    expect(await screen.findByText('Your product has been created successfully')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });
});
