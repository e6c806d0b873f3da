import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { Toaster } from './Toaster';
import { errorToast, successToast } from './toastSlice';

function renderToaster() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <Toaster />
    </Provider>,
  );
  return store;
}

describe('Toaster', () => {
  afterEach(() => jest.useRealTimers());

  it('shows an error toast as an alert with its title and description', async () => {
    const store = renderToaster();
    act(() => {
      store.dispatch(errorToast('Login failed', 'Incorrect username or password. Please try again.'));
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('Incorrect username or password. Please try again.');
  });

  it('shows one toast at a time: a new one replaces the current one', async () => {
    const store = renderToaster();
    act(() => {
      store.dispatch(errorToast('Error', 'First'));
      store.dispatch(successToast('Logged out', "You've been successfully logged out."));
    });
    expect(await screen.findByRole('status')).toHaveTextContent("Logged outYou've been successfully logged out.");
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('disappears after 5 seconds', async () => {
    jest.useFakeTimers();
    const store = renderToaster();
    act(() => {
      store.dispatch(successToast('Success', 'Profile updated successfully'));
    });
    // The snackbar's own chunk arrives first (a resolved import: microtasks, no timers).
    await act(async () => {
      await import('./ToastSnackbar');
    });
    expect(screen.getByText('Profile updated successfully')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('Profile updated successfully')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(store.getState().toast.current).toBeNull();
  });
});
