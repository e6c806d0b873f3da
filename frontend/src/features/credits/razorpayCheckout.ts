/** The Razorpay checkout script, loaded only when a real payment starts. */
export const razorpayCheckoutScriptUrl = 'https://checkout.razorpay.com/v1/checkout.js';

export interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill?: { name?: string; email?: string };
  theme?: { color?: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
}

export interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: unknown) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<boolean> | null = null;

/** Adds the script tag once; resolves false when it cannot load (a later call tries again). */
export function loadRazorpayCheckout(): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  if (loading) return loading;
  loading = new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = razorpayCheckoutScriptUrl;
    script.async = true;
    script.onload = () => resolve(true);
    script.onerror = () => {
      script.remove();
      loading = null;
      resolve(false);
    };
    document.body.appendChild(script);
  });
  return loading;
}
