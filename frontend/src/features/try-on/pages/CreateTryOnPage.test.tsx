import { act, fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { installFakeUploads, installObjectUrls, imageFile } from '../../../test/fakeBrowserApis';
import { mockApi } from '../../../test/mockApi';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';
import { guidelinesFlagKey } from '../guidelines';

const noPhotos = { body: { photos: [] } };

beforeEach(() => {
  window.localStorage.clear();
  installObjectUrls();
});

describe('create try-on: guidelines', () => {
  it('walks through the three steps once and remembers it', async () => {
    mockApi({ 'GET /api/users/me': { body: makeUser() }, 'GET /api/virtual-try-on/person-photos': noPhotos });
    const first = renderRoute('/create-try-on');

    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Virtual Try-On' });
    expect(welcome).toHaveTextContent('A try-on is private by default');
    await first.user.keyboard('{Escape}');
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    const generate = screen.getByRole('button', { name: 'Read Guidelines to Continue' });

    await first.user.click(generate);
    await first.user.click(screen.getByRole('button', { name: "Let's Begin" }));
    expect(screen.getByRole('dialog', { name: 'My Image Guidelines' })).toHaveTextContent('Portrait orientation');
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Garment Image Guidelines' })).toHaveTextContent(
      'The whole garment in one frame',
    );
    await first.user.click(screen.getByRole('button', { name: 'Start Creating' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));

    expect(window.localStorage.getItem(guidelinesFlagKey)).toBe('true');
    expect(screen.getByRole('button', { name: 'GENERATE' })).toBeEnabled();
    first.unmount();

    renderRoute('/create-try-on');
    expect(await screen.findByRole('button', { name: 'GENERATE' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('create try-on: checks before generating', () => {
  beforeEach(() => window.localStorage.setItem(guidelinesFlagKey, 'true'));

  it('asks for both images, then refuses without credits', async () => {
    mockApi({
      'GET /api/users/me': { body: makeUser({ credits: 0 }) },
      'GET /api/virtual-try-on/person-photos': noPhotos,
    });
    const { user } = renderRoute('/create-try-on');
    await user.click(await screen.findByRole('button', { name: 'GENERATE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please upload both model and garment images.');

    await user.upload(screen.getByTestId('My Image file input'), imageFile('me.jpg'));
    await user.upload(screen.getByTestId('Garment Image file input'), imageFile('shirt.png', 'image/png'));
    expect(screen.getByRole('img', { name: 'My Image preview' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'GENERATE' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Insufficient Credits');
    expect(toast).toHaveTextContent(
      'You need 1 credit to generate a try-on image. Please purchase more credits to continue.',
    );
  });

  it('refuses other image types and files over 25 MB before any upload', async () => {
    mockApi({ 'GET /api/users/me': { body: makeUser() }, 'GET /api/virtual-try-on/person-photos': noPhotos });
    renderRoute('/create-try-on');
    const input = await screen.findByTestId('My Image file input');

    fireEvent.change(input, { target: { files: [imageFile('me.gif', 'image/gif')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid image format. Please upload JPG or PNG files only.',
    );
    fireEvent.change(input, { target: { files: [imageFile('me.jpg', 'image/jpeg', 26 * 1024 * 1024)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The uploaded file is too large');
    expect(screen.queryByRole('img', { name: 'My Image preview' })).not.toBeInTheDocument();
    expect(screen.getAllByText('JPG or PNG, up to 25MB')).toHaveLength(2);
  });

  it('reads Uploading... with progress bars, then Generating..., then opens the result', async () => {
    const uploads = installFakeUploads();
    let startBody: unknown;
    let answerStart: (value: { body: unknown }) => void = () => undefined;
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/virtual-try-on/person-photos': noPhotos,
      'POST /api/virtual-try-on': async (request) => {
        startBody = await request.json();
        return new Promise((resolve) => (answerStart = resolve));
      },
      'GET /api/virtual-try-on': { body: { id: 'job1', status: 'in_queue', output: [], error: null, message: null } },
    });
    const { user, router } = renderRoute('/create-try-on');
    await user.upload(await screen.findByTestId('My Image file input'), imageFile('me.jpg'));
    await user.upload(screen.getByTestId('Garment Image file input'), imageFile('shirt.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Top' }));
    await user.click(screen.getByRole('button', { name: 'GENERATE' }));
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(uploads.map((upload) => upload.url)).toEqual([
      '/api/virtual-try-on/upload-human',
      '/api/virtual-try-on/upload-cloth',
    ]);
    expect(uploads[0].body?.get('humanImage')).toBeInstanceOf(File);
    act(() => uploads[0].progress(40));
    expect(screen.getByRole('progressbar', { name: 'My Image upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await act(async () => {
      uploads[0].respond(200, { path: '/uploads/asha_k/person/1.png', id: 'photo1' });
      uploads[1].respond(200, { path: '/uploads/asha_k/try-on/t/cloth_image.png' });
    });

    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(startBody).toMatchObject({
      human_image: '/uploads/asha_k/person/1.png',
      cloth_image: '/uploads/asha_k/try-on/t/cloth_image.png',
      category: 'top',
    });
    await act(async () => answerStart({ body: { id: 'job1' } }));
    expect(router.state.location.pathname).toMatch(/^\/result-try-on\/job1\/\d+$/);
  });

  it('uploads each photo as soon as it is chosen, so that GENERATE starts the try-on at once', async () => {
    const uploads = installFakeUploads();
    let startBody: unknown;
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/virtual-try-on/person-photos': noPhotos,
      'POST /api/virtual-try-on': async (request) => {
        startBody = await request.json();
        return { status: 201, body: { id: 'job1' } };
      },
      'GET /api/virtual-try-on': { body: { id: 'job1', status: 'in_queue', output: [], error: null, message: null } },
    });
    const { user, router } = renderRoute('/create-try-on');
    await user.upload(await screen.findByTestId('My Image file input'), imageFile('me.jpg'));
    expect(uploads.map((upload) => upload.url)).toEqual(['/api/virtual-try-on/upload-human']);
    await user.upload(screen.getByTestId('Garment Image file input'), imageFile('first.png', 'image/png'));
    // A second garment replaces the first at the same stored path: it is sent only after the first is stored.
    await user.upload(screen.getByTestId('Garment Image file input'), imageFile('second.png', 'image/png'));
    expect(uploads.map((upload) => upload.url)).toEqual([
      '/api/virtual-try-on/upload-human',
      '/api/virtual-try-on/upload-cloth',
    ]);
    await act(async () => {
      uploads[0].respond(200, { path: '/uploads/asha_k/person/1.png', id: 'photo1' });
      uploads[1].respond(200, { path: '/uploads/asha_k/try-on/t/cloth_image.png' });
    });
    await waitFor(() => expect(uploads).toHaveLength(3));
    expect((uploads[2].body?.get('clothImage') as File).name).toBe('second.png');
    await act(async () => uploads[2].respond(200, { path: '/uploads/asha_k/try-on/t/cloth_image.png' }));

    await user.click(screen.getByRole('button', { name: 'GENERATE' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/result-try-on\/job1\/\d+$/));
    // Nothing was uploaded again.
    expect(uploads).toHaveLength(3);
    expect(startBody).toMatchObject({
      human_image: '/uploads/asha_k/person/1.png',
      cloth_image: '/uploads/asha_k/try-on/t/cloth_image.png',
    });
  });

  it('offers earlier photos for one tap and deletes them', async () => {
    let photos = [{ id: 'p1', path: '/me1.png', thumbnailPath: '/me1_256.png', createdAt: '2025-03-02T10:00:00Z' }];
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/virtual-try-on/person-photos': () => ({ body: { photos } }),
      'DELETE /api/virtual-try-on/person-photos/p1': () => {
        photos = [];
        return { body: { message: 'Deleted' } };
      },
    });
    const { user } = renderRoute('/create-try-on');
    const strip = await screen.findByRole('region', { name: 'Your earlier photos' });
    await user.click(await within(strip).findByRole('button', { name: /^Use your photo from/ }));
    expect(screen.getByRole('img', { name: 'My Image preview' })).toHaveAttribute('src', '/me1.png');
    await user.click(within(strip).getByRole('button', { name: /^Delete your photo from/ }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your earlier photos' })).not.toBeInTheDocument());
    expect(screen.queryByRole('img', { name: 'My Image preview' })).not.toBeInTheDocument();
  });

  it('preloads a reference garment from a post, which cannot be changed', async () => {
    let referenceBody: unknown;
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/virtual-try-on/person-photos': noPhotos,
      'POST /api/virtual-try-on/reference-garment': async (request) => {
        referenceBody = await request.json();
        return { status: 201, body: { path: '/uploads/asha_k/try-on/1/cloth_image.png' } };
      },
    });
    renderRoute('/create-try-on?post=post9&mode=public');
    expect(await screen.findByRole('img', { name: 'Garment Image preview' })).toHaveAttribute(
      'src',
      '/uploads/asha_k/try-on/1/cloth_image.png',
    );
    expect(referenceBody).toMatchObject({ postId: 'post9', timestamp: expect.stringMatching(/^\d+$/) });
    expect(screen.getByText('Reference Garment Required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Garment Image' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remove Garment Image' })).not.toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Garment image from post has been loaded successfully');
  });

  it('shows the Insufficient Credits toast when the server refuses the start', async () => {
    const uploads = installFakeUploads();
    mockApi({
      'GET /api/users/me': { body: makeUser({ credits: 1 }) },
      'GET /api/virtual-try-on/person-photos': noPhotos,
      'POST /api/virtual-try-on': {
        status: 402,
        body: {
          statusCode: 402,
          code: 'insufficient_credits',
          message: 'You need 1 credit to generate a try-on image. Please purchase more credits to continue.',
        },
      },
    });
    const { user, router } = renderRoute('/create-try-on');
    await user.upload(await screen.findByTestId('My Image file input'), imageFile('me.jpg'));
    await user.upload(screen.getByTestId('Garment Image file input'), imageFile('shirt.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'GENERATE' }));
    await act(async () => {
      uploads[0].respond(200, { path: '/me.png', id: 'photo1' });
      uploads[1].respond(200, { path: '/cloth.png' });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient Credits');
    expect(screen.getByRole('button', { name: 'GENERATE' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/create-try-on');
  });
});
