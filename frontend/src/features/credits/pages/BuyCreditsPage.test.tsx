import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { wholeText } from '../../../test/textContent';
import { mockApi } from '../../../test/mockApi';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';
import { razorpayCheckoutScriptUrl, type RazorpayOptions } from '../razorpayCheckout';

const packages = [
  {
    id: 'starter',
    name: 'Starter',
    credits: 10,
    amount: 99,
    actualPrice: 99,
    discountPrice: null,
    description: 'Ten try-ons',
    enabled: true,
  },
  {
    id: 'studio',
    name: 'Studio',
    credits: 500,
    amount: 1999,
    actualPrice: 1999,
    discountPrice: 1499,
    description: null,
    enabled: true,
  },
];

const payment = { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'signature' };

function order(mode: 'test' | 'razorpay') {
  return { id: 'order_1', amount: 149900, currency: 'INR', key: 'rzp_test', mode, packageId: 'studio', credits: 500 };
}

function purchaseApi(
  mode: 'test' | 'razorpay',
  verify: { status?: number; body: unknown } = { body: { credits: 507, granted: 500, alreadyProcessed: false } },
) {
  return mockApi({
    'GET /api/users/me': { body: makeUser({ credits: 7 }) },
    'GET /api/credits/packages': { body: { packages } },
    'POST /api/credits/create-order': { body: order(mode) },
    'POST /api/credits/test-checkout/order_1/pay': { body: payment },
    'POST /api/credits/verify-payment': verify,
  });
}

async function bodyOf(requests: Request[], path: string) {
  const request = requests.find((candidate) => new URL(candidate.url).pathname === path);
  return request ? ((await request.clone().json()) as Record<string, unknown>) : undefined;
}

afterEach(() => {
  delete window.Razorpay;
  document.querySelectorAll(`script[src="${razorpayCheckoutScriptUrl}"]`).forEach((script) => script.remove());
});

describe('buy credits', () => {
  it('shows the packages with rupee prices, Indian grouping and the discount badge', async () => {
    purchaseApi('test');
    renderRoute('/buy-credits');
    const studio = await screen.findByRole('article', { name: 'Studio' });
    expect(within(studio).getByText('25% OFF')).toBeInTheDocument();
    expect(within(studio).getByText(wholeText('Price ₹1,499'))).toBeInTheDocument();
    expect(within(studio).getByText(wholeText('Original price ₹1,999'))).toBeInTheDocument();
    const starter = screen.getByRole('article', { name: 'Starter' });
    expect(within(starter).queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(within(starter).getByText(wholeText('Price ₹99'))).toBeInTheDocument();
  });

  it('pays in the test checkout: the same verify call, then the balance updates at once', async () => {
    const { requests } = purchaseApi('test');
    const { user } = renderRoute('/buy-credits');
    await user.click(await screen.findByRole('button', { name: /^Buy Now: Studio/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Test Checkout' });
    expect(dialog).toHaveTextContent('TEST MODE: no real money');
    expect(dialog).toHaveTextContent('test checkout for development');
    for (const button of screen.getAllByRole('button', { name: /^Buy Now/, hidden: true }))
      expect(button).toBeDisabled();
    expect(await bodyOf(requests, '/api/credits/create-order')).toEqual({ amount: 149900, packageId: 'studio' });

    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹1,499' }));
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(await bodyOf(requests, '/api/credits/verify-payment')).toEqual(payment);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Credits: 507' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Buy Now: Studio/ })).toBeEnabled();
  });

  it('Fail in the test checkout shows Payment Failed and calls nothing', async () => {
    const { requests } = purchaseApi('test');
    const { user } = renderRoute('/buy-credits');
    await user.click(await screen.findByRole('button', { name: /^Buy Now: Starter/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fail' }));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error processing your payment. Please try again.')).toBeInTheDocument();
    const paths = requests.map((request) => new URL(request.url).pathname);
    expect(paths).not.toContain('/api/credits/test-checkout/order_1/pay');
    expect(paths).not.toContain('/api/credits/verify-payment');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Credits: 7' })).toBeInTheDocument();
  });

  it('tells when the Razorpay script cannot load', async () => {
    purchaseApi('razorpay');
    const { user } = renderRoute('/buy-credits');
    await user.click(await screen.findByRole('button', { name: /^Buy Now: Studio/ }));
    await waitFor(() => expect(document.querySelector(`script[src="${razorpayCheckoutScriptUrl}"]`)).not.toBeNull());
    fireEvent.error(document.querySelector(`script[src="${razorpayCheckoutScriptUrl}"]`)!);
    expect(await screen.findByText('Failed to load payment gateway')).toBeInTheDocument();
    expect(screen.getByText('Please try refreshing the page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Buy Now: Studio/ })).toBeEnabled();
  });

  it('opens Razorpay with the order and verifies its answer; a refused signature says so', async () => {
    let options: RazorpayOptions | undefined;
    window.Razorpay = class {
      constructor(given: RazorpayOptions) {
        options = given;
      }
      on() {}
      open() {
        options?.handler(payment);
      }
    };
    purchaseApi('razorpay', {
      status: 400,
      body: {
        statusCode: 400,
        code: 'payment_verification_failed',
        message: 'Payment verification failed. Please contact support.',
      },
    });
    const { user } = renderRoute('/buy-credits');
    await user.click(await screen.findByRole('button', { name: /^Buy Now: Studio/ }));
    expect(await screen.findByText('Payment Verification Failed')).toBeInTheDocument();
    expect(options).toMatchObject({ key: 'rzp_test', order_id: 'order_1', amount: 149900, currency: 'INR' });
    expect(screen.getByRole('link', { name: 'Credits: 7' })).toBeInTheDocument();
  });
});
