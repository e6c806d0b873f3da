import { act, screen, waitFor, within } from '@testing-library/react';
import { installFakeEventSource, removeFakeEventSource } from '../../../test/fakeBrowserApis';
import { mockApi } from '../../../test/mockApi';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

const reason = 'I style handloom sarees every week and my followers ask where to buy them.';

function application(overrides: Record<string, unknown> = {}) {
  return {
    id: 'a1',
    instagramHandle: 'asha.styles',
    socialMediaLinks: [],
    reasonToApply: reason,
    status: 'pending',
    reviewNote: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    reviewedAt: null,
    ...overrides,
  };
}

describe('apply as TrendStar', () => {
  it('checks the form with the spec messages and a live counter, and sends the cleaned values', async () => {
    let current: unknown = null;
    const { requests } = mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/trendstar/application': () => ({ body: { role: 'default', application: current } }),
      'POST /api/trendstar/apply': () => {
        current = application();
        return { status: 201, body: { application: current, message: 'Application submitted' } };
      },
    });
    const { user } = renderRoute('/apply-trendstar');

    expect(await screen.findByRole('heading', { name: 'Become a TrendStar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/profile');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByText('Instagram handle is required')).toBeInTheDocument();
    expect(screen.getByText('Please provide a detailed reason (minimum 50 characters)')).toBeInTheDocument();
    expect(screen.getByTestId('reason-counter')).toHaveTextContent('0/50');

    const handle = screen.getByRole('textbox', { name: /Instagram handle/ });
    await user.type(handle, '@asha.styles');
    expect(handle).toHaveValue('asha.styles');
    expect(screen.queryByText('Instagram handle is required')).not.toBeInTheDocument();

    const reasonField = screen.getByRole('textbox', { name: /Why do you want/ });
    await user.type(reasonField, 'Too short');
    expect(screen.getByTestId('reason-counter')).toHaveTextContent('9/50');
    await user.clear(reasonField);
    await user.paste(reason);
    expect(screen.getByTestId('reason-counter')).toHaveTextContent(`${reason.length}/50`);
    expect(screen.queryByText('Please provide a detailed reason (minimum 50 characters)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: /Social media links/ }));
    await user.paste('https://youtube.com/@asha\n\n https://x.com/asha');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Application under review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
    const sent = requests.find((request) => request.method === 'POST');
    expect(await sent!.clone().json()).toEqual({
      instagramHandle: 'asha.styles',
      socialMediaLinks: ['https://youtube.com/@asha', 'https://x.com/asha'],
      reasonToApply: reason,
    });
  }, 15_000);

  it('shows a pending application without the form', async () => {
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/trendstar/application': { body: { role: 'default', application: application() } },
    });
    renderRoute('/apply-trendstar');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your application is under review.');
    expect(status).toHaveTextContent('@asha.styles');
    expect(screen.queryByRole('form', { name: 'TrendStar application' })).not.toBeInTheDocument();
  });

  it('shows the review note of a rejected application and offers the form again', async () => {
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/trendstar/application': {
        body: {
          role: 'default',
          application: application({ status: 'rejected', reviewNote: 'Please add more styling posts.' }),
        },
      },
    });
    renderRoute('/apply-trendstar');
    expect(await screen.findByText('Application not approved')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Please add more styling posts.');
    expect(screen.getByRole('heading', { name: 'Apply Again' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'TrendStar application' })).toBeInTheDocument();
  });

  it('on approval fetches the user again: TrendStar features without signing out', async () => {
    let meRequests = 0;
    mockApi({
      'GET /api/users/me': () => {
        meRequests += 1;
        return { body: makeUser(meRequests === 1 ? {} : { role: 'trendstar', verified: true }) };
      },
      'GET /api/trendstar/application': {
        body: {
          role: 'trendstar',
          application: application({ status: 'approved', reviewedAt: '2026-03-02T10:00:00.000Z' }),
        },
      },
    });
    const { user, router } = renderRoute('/apply-trendstar');
    expect(await screen.findByText('You are a TrendStar!')).toBeInTheDocument();
    await waitFor(() => expect(meRequests).toBe(2));
    expect(screen.queryByRole('form', { name: 'TrendStar application' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go to Create' }));
    expect(router.state.location.pathname).toBe('/create');
    const createProduct = await screen.findByRole('button', { name: /Create Product/ });
    expect(within(createProduct).queryByText('TrendStar feature')).not.toBeInTheDocument();
    expect(meRequests).toBe(2);
  });

  it('asks again every 30 s while pending and shows the approval without signing out', async () => {
    jest.useFakeTimers();
    try {
      let status = 'pending';
      let meRequests = 0;
      mockApi({
        'GET /api/users/me': () => {
          meRequests += 1;
          return { body: makeUser(status === 'approved' ? { role: 'trendstar', verified: true } : {}) };
        },
        'GET /api/trendstar/application': () => ({
          body: { role: status === 'approved' ? 'trendstar' : 'default', application: application({ status }) },
        }),
      });
      renderRoute('/apply-trendstar');
      expect(await screen.findByText('Application under review')).toBeInTheDocument();
      status = 'approved';
      await act(async () => {
        await jest.advanceTimersByTimeAsync(29_000);
      });
      expect(screen.getByText('Application under review')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_500);
      });
      expect(await screen.findByText('You are a TrendStar!')).toBeInTheDocument();
      await waitFor(() => expect(meRequests).toBe(2));
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the approval the moment the server pushes account.updated', async () => {
    const streams = installFakeEventSource();
    try {
      let status = 'pending';
      mockApi({
        'GET /api/users/me': () => ({
          body: makeUser(status === 'approved' ? { role: 'trendstar', verified: true } : {}),
        }),
        'GET /api/trendstar/application': () => ({
          body: { role: status === 'approved' ? 'trendstar' : 'default', application: application({ status }) },
        }),
      });
      renderRoute('/apply-trendstar');
      expect(await screen.findByText('Application under review')).toBeInTheDocument();
      await waitFor(() => expect(streams.length).toBeGreaterThan(0));
      status = 'approved';
      act(() => streams[0].emit('account.updated', { role: 'trendstar', verified: true }));
      expect(await screen.findByText('You are a TrendStar!')).toBeInTheDocument();
    } finally {
      removeFakeEventSource();
    }
  });

  it('shows a server refusal as an Error toast', async () => {
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/trendstar/application': { body: { role: 'default', application: null } },
      'POST /api/trendstar/apply': {
        status: 409,
        body: { statusCode: 409, code: 'application_pending', message: 'Your application is already under review.' },
      },
    });
    const { user } = renderRoute('/apply-trendstar');
    await user.type(await screen.findByRole('textbox', { name: /Instagram handle/ }), 'asha');
    await user.click(screen.getByRole('textbox', { name: /Why do you want/ }));
    await user.paste(reason);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Your application is already under review.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
