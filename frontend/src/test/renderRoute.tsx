import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import { makeStore } from '../app/store';

/** Renders the real app routes at `path` with a fresh store, as a user would open that URL. */
export function renderRoute(path: string, options: { advanceTimers?: (milliseconds: number) => void } = {}) {
  const store = makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router, user };
}
