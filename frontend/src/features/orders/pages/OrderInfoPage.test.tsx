import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../test/mockApi';
import { makeAddress, makeOrder, makeProductForOrder, productId } from '../../../test/orders';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

const tryOnId = '1767225600000_0b6f1a8e-2f1c-4a59-9d51-1f6f0c7d2a99';
const orderInfoPath = `/user-order-info/${productId}/${tryOnId}`;
const productUrl = `GET /api/products/${productId}`;
const home = makeAddress();
const office = makeAddress({
  id: 'a0000000-0000-4000-8000-000000000002',
  fullName: 'Asha K (office)',
  address1: '5 Residency Road',
  address2: null,
  isDefault: false,
});

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('order info', () => {
  let user: ReturnType<typeof renderRoute>['user'];
  /** One paste per field: typing key by key re-renders the whole form for every character. */
  async function fill(field: HTMLElement, value: string) {
    await user.click(field);
    await user.paste(value);
  }

  it('preselects the first size, colour and address and places the order with what was chosen', async () => {
    const placing = deferred<void>();
    // The product answers only once the loading state has been seen: answered at once, it could be gone before the
    // first look on a busy machine.
    const productLoaded = deferred<void>();
    const { requests } = mockApi({
      'GET /api/users/me': { body: makeUser() },
      [productUrl]: () => productLoaded.promise.then(() => ({ body: { product: makeProductForOrder() } })),
      'GET /api/user-addresses': { body: { addresses: [home, office] } },
      'POST /api/user-products': () =>
        placing.promise.then(() => ({
          status: 201,
          body: { order: makeOrder(), message: 'Your order has been placed successfully.' },
        })),
      'GET /api/user-orders/3f2a9c1d-5b6e-4f70-8a91-b2c3d4e5f607': { body: { order: makeOrder() } },
    });
    const view = renderRoute(orderInfoPath);
    ({ user } = view);
    const { router } = view;

    expect(await screen.findByText('Loading order information...', {}, { timeout: 5000 })).toBeInTheDocument();
    productLoaded.resolve();
    expect(await screen.findByText('by Meera Shah', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Indigo Block-Print Kurta' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Complete Your Order' })).toBeInTheDocument();
    expect(screen.getByText('33% OFF')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'S' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Indigo' })).toHaveAttribute('aria-pressed', 'true');
    const addresses = await screen.findByRole('radiogroup', { name: 'Saved addresses' });
    const radios = within(addresses).getAllByRole('radio');
    expect(radios[0]).toBeChecked();
    expect(radios[1]).not.toBeChecked();

    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('₹2,999')).toBeInTheDocument();
    expect(within(summary).getByText('-₹1,000')).toBeInTheDocument();
    expect(within(summary).getByText('₹1,999')).toBeInTheDocument();
    expect(within(summary).getByText('* Shipping charges are not included in this price.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'L' }));
    await user.click(screen.getByRole('button', { name: 'Black' }));
    await user.click(radios[1]);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    placing.resolve();

    expect(await screen.findByText('Order Placed!')).toBeInTheDocument();
    expect(screen.getByText('Your order has been placed successfully.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order-complete/3f2a9c1d-5b6e-4f70-8a91-b2c3d4e5f607');
    const sent = requests.find((request) => request.method === 'POST');
    expect(await sent!.clone().json()).toEqual({
      productId,
      trendStarUserId: makeProductForOrder().userId,
      size: 'L',
      color: 'Black',
      addressId: office.id,
      tryOnId,
    });
  });

  it('opens the address form when none is saved, checks it, saves it and selects it', async () => {
    let saved: unknown[] = [];
    const { requests } = mockApi({
      'GET /api/users/me': { body: makeUser() },
      [productUrl]: { body: { product: makeProductForOrder() } },
      'GET /api/user-addresses': () => ({ body: { addresses: saved } }),
      'POST /api/user-addresses': async (request) => {
        const body = await request.clone().json();
        saved = [makeAddress({ ...body, email: body.email ?? null, address2: body.address2 ?? null })];
        return { status: 201, body: { address: saved[0], message: 'Address saved successfully' } };
      },
    });
    ({ user } = renderRoute(orderInfoPath));

    await screen.findByText('New Address', {}, { timeout: 5000 });
    const form = screen.getByRole('form', { name: 'New address' });
    expect(within(form).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Full name/ })).toHaveValue('Asha Kapoor');
    expect(within(form).getByRole('textbox', { name: /Email/ })).toHaveValue('asha@example.com');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();

    await user.clear(within(form).getByRole('textbox', { name: /Full name/ }));
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    for (const message of [
      'Full name is required',
      'Mobile number must be at least 10 digits',
      'Address line 1 is required',
      'District is required',
      'City is required',
      'State is required',
      'Pincode is required',
    ])
      expect(within(form).getByText(message)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await fill(within(form).getByRole('textbox', { name: /Full name/ }), 'Asha Kapoor');
    await fill(within(form).getByRole('textbox', { name: /Mobile/ }), '98765 43210');
    await fill(within(form).getByRole('textbox', { name: /Address line 1/ }), '12 MG Road');
    await fill(within(form).getByRole('textbox', { name: /District/ }), 'Bengaluru Urban');
    await fill(within(form).getByRole('textbox', { name: /City/ }), 'Bengaluru');
    await fill(within(form).getByRole('textbox', { name: /State/ }), 'Karnataka');
    await fill(within(form).getByRole('textbox', { name: /Pincode/ }), '56000A');
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    expect(within(form).getByText('Pincode must contain only digits')).toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: /Pincode/ }));
    await fill(within(form).getByRole('textbox', { name: /Pincode/ }), '560001');
    await user.click(within(form).getByRole('checkbox', { name: 'Save as default address' }));
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText('Address saved successfully')).toBeInTheDocument();
    const addresses = await screen.findByRole('radiogroup', { name: 'Saved addresses' });
    expect(within(addresses).getByRole('radio')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    const sent = requests.find((request) => request.method === 'POST');
    expect(await sent!.clone().json()).toEqual({
      fullName: 'Asha Kapoor',
      mobile: '98765 43210',
      email: 'asha@example.com',
      address1: '12 MG Road',
      district: 'Bengaluru Urban',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
      saveAsDefault: true,
    });
  }, 60_000);

  it('edits a saved address, with Cancel back to the list, and says when saving fails', async () => {
    let failing = true;
    let saved = [home, office];
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      [productUrl]: { body: { product: makeProductForOrder() } },
      'GET /api/user-addresses': () => ({ body: { addresses: saved } }),
      [`PUT /api/user-addresses/${office.id}`]: async (request) => {
        if (failing)
          return {
            status: 400,
            body: {
              statusCode: 400,
              code: 'validation_error',
              message: 'Invalid input',
              errors: { mobile: 'Mobile number must be at most 15 digits' },
            },
          };
        const updated = { ...office, ...(await request.clone().json()) };
        saved = [home, updated];
        return { body: { address: updated, message: 'Address updated successfully' } };
      },
    });
    ({ user } = renderRoute(orderInfoPath));

    await screen.findByText('5 Residency Road', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Edit Address of Asha K (office)' }));
    let form = screen.getByRole('form', { name: 'Edit address' });
    expect(within(form).getByRole('textbox', { name: /Address line 1/ })).toHaveValue('5 Residency Road');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('radiogroup', { name: 'Saved addresses' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Address of Asha K (office)' }));
    form = screen.getByRole('form', { name: 'Edit address' });
    await user.clear(within(form).getByRole('textbox', { name: /Mobile/ }));
    await fill(within(form).getByRole('textbox', { name: /Mobile/ }), '98765432109876543');
    await user.click(within(form).getByRole('button', { name: 'Update Address' }));
    expect(await screen.findByText('Failed to save address. Please try again.')).toBeInTheDocument();
    expect(within(form).getByText('Mobile number must be at most 15 digits')).toBeInTheDocument();

    failing = false;
    await user.clear(within(form).getByRole('textbox', { name: /Mobile/ }));
    await fill(within(form).getByRole('textbox', { name: /Mobile/ }), '9123456780');
    await user.click(within(form).getByRole('button', { name: 'Update Address' }));
    expect(await screen.findByText('Address updated successfully')).toBeInTheDocument();
    const addresses = screen.getByRole('radiogroup', { name: 'Saved addresses' });
    expect(within(addresses).getAllByRole('radio')[1]).toBeChecked();
    expect(within(addresses).getByText('Mobile: 9123456780')).toBeInTheDocument();
  }, 60_000);

  it('adds another address from the list, prefilled, with Cancel, and names the limit of saved addresses', async () => {
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      [productUrl]: { body: { product: makeProductForOrder() } },
      'GET /api/user-addresses': { body: { addresses: [home] } },
      'POST /api/user-addresses': {
        status: 400,
        body: { statusCode: 400, code: 'too_many_addresses', message: 'You can save at most 20 addresses.' },
      },
    });
    ({ user } = renderRoute(orderInfoPath));
    await user.click(await screen.findByText('Add New Address', {}, { timeout: 5000 }));
    const form = screen.getByRole('form', { name: 'New address' });
    expect(within(form).getByRole('textbox', { name: /Full name/ })).toHaveValue('Asha Kapoor');
    expect(within(form).getByRole('textbox', { name: /Address line 1/ })).toHaveValue('');
    await fill(within(form).getByRole('textbox', { name: /Mobile/ }), '9123456780');
    await fill(within(form).getByRole('textbox', { name: /Address line 1/ }), '5 Residency Road');
    await fill(within(form).getByRole('textbox', { name: /District/ }), 'Bengaluru Urban');
    await fill(within(form).getByRole('textbox', { name: /City/ }), 'Bengaluru');
    await fill(within(form).getByRole('textbox', { name: /State/ }), 'Karnataka');
    await fill(within(form).getByRole('textbox', { name: /Pincode/ }), '560025');
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('You can save at most 20 addresses.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('radiogroup', { name: 'Saved addresses' })).toBeInTheDocument();
  }, 60_000);

  it('says the order failed, with the refusal when the product ran out', async () => {
    let code = 'server_error';
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      [productUrl]: { body: { product: makeProductForOrder() } },
      'GET /api/user-addresses': { body: { addresses: [home] } },
      'POST /api/user-products': () =>
        code === 'out_of_stock'
          ? { status: 409, body: { statusCode: 409, code, message: 'This product is out of stock.' } }
          : { status: 400, body: { statusCode: 400, code: 'validation_error', message: 'Invalid input' } },
    });
    const view = renderRoute(orderInfoPath);
    ({ user } = view);
    const { router } = view;
    await screen.findByText('12 MG Road, Flat 4B', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Failed to place order. Please try again.')).toBeInTheDocument();
    code = 'out_of_stock';
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('This product is out of stock.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(orderInfoPath);
  });

  it('does not offer an inactive product for ordering', async () => {
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      [productUrl]: { body: { product: makeProductForOrder({ isActive: false }) } },
      'GET /api/user-addresses': { body: { addresses: [home] } },
    });
    renderRoute(orderInfoPath);
    expect(
      await screen.findByText('This product is not available for purchase.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await screen.findByText('12 MG Road, Flat 4B');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });

  it('says Product information not found with Return to Home', async () => {
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      [productUrl]: { status: 404, body: { statusCode: 404, code: 'product_not_found', message: 'Product not found' } },
      'GET /api/user-addresses': { body: { addresses: [] } },
    });
    renderRoute(orderInfoPath);
    expect(await screen.findByText('Product information not found', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
