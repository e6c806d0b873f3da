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

  it('shows an error toast as an alert with its title and description', () => {
    const store = renderToaster();
    act(() => {
      store.dispatch(errorToast('Login failed', 'Incorrect username or password. Please try again.'));
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('Incorrect username or password. Please try again.');
  });

  it('shows one toast at a time: a new one replaces the current one', () => {
    const store = renderToaster();
    act(() => {
      store.dispatch(errorToast('Error', 'First'));
      store.dispatch(successToast('Logged out', "You've been successfully logged out."));
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("Logged outYou've been successfully logged out.");
  });

  it('disappears after 5 seconds', () => {
    jest.useFakeTimers();
    const store = renderToaster();
    act(() => {
      store.dispatch(successToast('Success', 'Profile updated successfully'));
    });
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('Profile updated successfully')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(store.getState().toast.current).toBeNull();
  });
});
