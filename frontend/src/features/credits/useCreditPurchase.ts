import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { resolveErrorMessage } from '../../lib/errorCatalogue';
import { useCurrentUser } from '../auth/useCurrentUser';
import { errorToast, successToast } from '../toast/toastSlice';
import {
  useCreateCreditOrderMutation,
  usePayTestOrderMutation,
  useVerifyCreditPaymentMutation,
  type CreditPackage,
  type CreditOrder,
} from './creditsApi';
import { priceInPaise } from './prices';
import { loadRazorpayCheckout, type RazorpaySuccess } from './razorpayCheckout';

export interface TestCheckout {
  order: CreditOrder;
  creditPackage: CreditPackage;
}

export const paymentFailedToast = () =>
  errorToast('Payment Failed', 'There was an error processing your payment. Please try again.');

/**
 * Buying a credit package: the server creates the order and says which checkout runs it. Razorpay
 * (checkout.js loaded on demand) or the local test checkout both end in the same verify call.
 */
export function useCreditPurchase() {
  const dispatch = useAppDispatch();
  const { user } = useCurrentUser();
  const [createOrder] = useCreateCreditOrderMutation();
  const [payTestOrder] = usePayTestOrderMutation();
  const [verifyPayment] = useVerifyCreditPaymentMutation();
  const [purchasingPackageId, setPurchasingPackageId] = useState<string | null>(null);
  const [testCheckout, setTestCheckout] = useState<TestCheckout | null>(null);
  const [testPaymentRunning, setTestPaymentRunning] = useState(false);

  async function verify(payment: RazorpaySuccess) {
    try {
      const answer = await verifyPayment({
        verifyCreditPaymentDto: payment,
      }).unwrap();
      dispatch(
        successToast('Payment Successful', `${answer.granted} credits added. Your balance is ${answer.credits}.`),
      );
    } catch {
      dispatch(errorToast('Payment Verification Failed', 'Please contact support.'));
    }
  }

  async function openRazorpay(order: CreditOrder, creditPackage: CreditPackage) {
    if (!(await loadRazorpayCheckout())) {
      dispatch(errorToast('Failed to load payment gateway', 'Please try refreshing the page'));
      return;
    }
    const Razorpay = window.Razorpay;
    if (!Razorpay) {
      dispatch(errorToast('Payment Gateway Not Ready'));
      return;
    }
    await new Promise<void>((finished) => {
      const checkout = new Razorpay({
        key: order.key,
        amount: order.amount,
        currency: order.currency,
        name: 'TVT',
        description: `${creditPackage.name} (${creditPackage.credits} credits)`,
        order_id: order.id,
        prefill: { name: user?.displayName || user?.username, email: user?.email },
        theme: { color: '#7c4dff' },
        handler: (payment) => void verify(payment).finally(finished),
        modal: { ondismiss: finished },
      });
      checkout.on('payment.failed', () => {
        dispatch(paymentFailedToast());
        finished();
      });
      checkout.open();
    });
  }

  async function buy(creditPackage: CreditPackage) {
    if (purchasingPackageId) return;
    if (!user) {
      dispatch(errorToast('User Information Not Available', 'Please log in again to buy credits.'));
      return;
    }
    setPurchasingPackageId(creditPackage.id);
    try {
      const order = await createOrder({
        createCreditOrderDto: { amount: priceInPaise(creditPackage), packageId: creditPackage.id },
      }).unwrap();
      if (order.mode === 'test') {
        setTestCheckout({ order, creditPackage });
        return;
      }
      await openRazorpay(order, creditPackage);
    } catch (error) {
      dispatch(errorToast('Payment Failed', resolveErrorMessage(error)));
    }
    setPurchasingPackageId(null);
  }

  function closeTestCheckout() {
    setTestCheckout(null);
    setPurchasingPackageId(null);
  }

  async function payTest() {
    if (!testCheckout) return;
    setTestPaymentRunning(true);
    try {
      const payment = await payTestOrder({ orderId: testCheckout.order.id }).unwrap();
      await verify(payment);
    } catch {
      dispatch(paymentFailedToast());
    }
    setTestPaymentRunning(false);
    closeTestCheckout();
  }

  function failTest() {
    dispatch(paymentFailedToast());
    closeTestCheckout();
  }

  return { buy, purchasingPackageId, testCheckout, testPaymentRunning, payTest, failTest, closeTestCheckout };
}
