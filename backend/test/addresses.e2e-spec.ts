import { signedInUser } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

type User = Awaited<ReturnType<typeof signedInUser>>;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

const address = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Asha Verma',
  mobile: '+91 98765 43210',
  email: 'asha@example.com',
  address1: '12 Park Street',
  address2: 'Flat 4B',
  district: 'Kolkata',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700016',
  ...overrides,
});

async function addressesOf(user: User) {
  return (await user.browser.get('/api/user-addresses').expect(200)).body.addresses as Array<{
    id: string;
    fullName: string;
    isDefault: boolean;
  }>;
}

async function storedRows(userId: string) {
  return testApp.dataSource.query(
    'SELECT full_name, is_default FROM user_address WHERE user_id = $1 ORDER BY created_at',
    [userId],
  ) as Promise<Array<{ full_name: string; is_default: boolean }>>;
}

describe('shipping addresses', () => {
  it('saves an address with every field, trimmed, and reads it back; the first one is the default', async () => {
    const buyer = await signedInUser(testApp);
    const saved = await buyer.browser
      .post('/api/user-addresses')
      .send(address({ fullName: '  Asha Verma  ', email: '', address2: '   ' }))
      .expect(201);
    expect(saved.body.message).toBe('Address saved successfully');
    expect(saved.body.address).toMatchObject({
      userId: buyer.userId,
      fullName: 'Asha Verma',
      mobile: '+919876543210',
      email: null,
      address1: '12 Park Street',
      address2: null,
      district: 'Kolkata',
      city: 'Kolkata',
      state: 'West Bengal',
      pincode: '700016',
      isDefault: true,
    });
    const read = await buyer.browser.get(`/api/user-addresses/${saved.body.address.id}`).expect(200);
    expect(read.body.address).toEqual(saved.body.address);
  });

  it('answers the spec’s message for every invalid field and stores nothing', async () => {
    const buyer = await signedInUser(testApp);
    const empty = await buyer.browser.post('/api/user-addresses').send({}).expect(400);
    expect(empty.body).toMatchObject({
      code: 'validation_error',
      errors: {
        fullName: 'Full name is required',
        mobile: 'Mobile number must be at least 10 digits',
        address1: 'Address line 1 is required',
        district: 'District is required',
        city: 'City is required',
        state: 'State is required',
        pincode: 'Pincode is required',
      },
    });
    const wrong = await buyer.browser
      .post('/api/user-addresses')
      .send(address({ mobile: '98765', email: 'not-an-email', pincode: '70001A', fullName: '   ' }))
      .expect(400);
    expect(wrong.body.errors).toEqual({
      fullName: 'Full name is required',
      mobile: 'Mobile number must be at least 10 digits',
      email: 'Invalid email address',
      pincode: 'Pincode must contain only digits',
    });
    const letters = await buyer.browser
      .post('/api/user-addresses')
      .send(address({ mobile: '98765abcde12' }))
      .expect(400);
    expect(letters.body.errors).toEqual({ mobile: 'Mobile number must contain only digits' });
    expect(await storedRows(buyer.userId)).toEqual([]);
  });

  it('keeps exactly one default: saveAsDefault moves it, and saving without it never removes it', async () => {
    const buyer = await signedInUser(testApp);
    const home = (
      await buyer.browser
        .post('/api/user-addresses')
        .send(address({ fullName: 'Home' }))
        .expect(201)
    ).body.address;
    const office = (
      await buyer.browser
        .post('/api/user-addresses')
        .send(address({ fullName: 'Office' }))
        .expect(201)
    ).body.address;
    expect(office.isDefault).toBe(false);
    await buyer.browser
      .post('/api/user-addresses')
      .send(address({ fullName: 'Parents', saveAsDefault: true }))
      .expect(201);
    expect((await addressesOf(buyer)).map((row) => [row.fullName, row.isDefault])).toEqual([
      ['Parents', true],
      ['Office', false],
      ['Home', false],
    ]);

    const updated = await buyer.browser
      .put(`/api/user-addresses/${office.id}`)
      .send(address({ fullName: 'Office (new)', saveAsDefault: true }))
      .expect(200);
    expect(updated.body).toMatchObject({
      message: 'Address updated successfully',
      address: { id: office.id, fullName: 'Office (new)', isDefault: true },
    });
    await buyer.browser
      .put(`/api/user-addresses/${office.id}`)
      .send(address({ fullName: 'Office', saveAsDefault: false }))
      .expect(200);
    await buyer.browser
      .put(`/api/user-addresses/${home.id}`)
      .send(address({ fullName: 'Home' }))
      .expect(200);
    expect((await storedRows(buyer.userId)).filter((row) => row.is_default).map((row) => row.full_name)).toEqual([
      'Office',
    ]);
  });

  it('keeps one default when several saves ask for it at the same moment', async () => {
    const buyer = await signedInUser(testApp);
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        buyer.browser
          .post('/api/user-addresses')
          .send(address({ fullName: `Place ${index}`, saveAsDefault: index % 2 === 0 }))
          .expect(201),
      ),
    );
    const rows = await storedRows(buyer.userId);
    expect(rows).toHaveLength(6);
    expect(rows.filter((row) => row.is_default)).toHaveLength(1);
  });

  it('shows and changes an address only for its owner; others get the answer of an address that does not exist', async () => {
    const owner = await signedInUser(testApp);
    const stranger = await signedInUser(testApp);
    const { id } = (await owner.browser.post('/api/user-addresses').send(address()).expect(201)).body.address;

    const read = await stranger.browser.get(`/api/user-addresses/${id}`).expect(404);
    expect(read.body).toMatchObject({ code: 'address_not_found', message: 'Address not found' });
    await stranger.browser
      .put(`/api/user-addresses/${id}`)
      .send(address({ fullName: 'Taken over' }))
      .expect(404);
    expect(await addressesOf(stranger)).toEqual([]);
    expect((await addressesOf(owner)).map((row) => row.fullName)).toEqual(['Asha Verma']);

    await owner.browser.get('/api/user-addresses/not-a-uuid').expect(404);
    await testApp.http().get('/api/user-addresses').expect(401);
    await testApp.http().get(`/api/user-addresses/${id}`).expect(401);
  });

  it('keeps at most 20 addresses per user and says so', async () => {
    const buyer = await signedInUser(testApp);
    for (let index = 0; index < 20; index += 1)
      await buyer.browser
        .post('/api/user-addresses')
        .send(address({ fullName: `Place ${index}` }))
        .expect(201);
    const refused = await buyer.browser
      .post('/api/user-addresses')
      .send(address({ fullName: 'One too many' }))
      .expect(400);
    expect(refused.body).toMatchObject({ code: 'too_many_addresses', message: 'You can save at most 20 addresses.' });
    expect(await addressesOf(buyer)).toHaveLength(20);
  });

  it('deletes an address for its owner only; the newest remaining one becomes the default', async () => {
    const owner = await signedInUser(testApp);
    const stranger = await signedInUser(testApp);
    const home = (
      await owner.browser
        .post('/api/user-addresses')
        .send(address({ fullName: 'Home' }))
        .expect(201)
    ).body.address.id as string;
    await owner.browser
      .post('/api/user-addresses')
      .send(address({ fullName: 'Office' }))
      .expect(201);
    const studio = (
      await owner.browser
        .post('/api/user-addresses')
        .send(address({ fullName: 'Studio' }))
        .expect(201)
    ).body.address.id as string;

    const refused = await stranger.browser.delete(`/api/user-addresses/${home}`).expect(404);
    expect(refused.body).toMatchObject({ code: 'address_not_found', message: 'Address not found' });
    await testApp.http().delete(`/api/user-addresses/${home}`).expect(401);
    await owner.browser.delete('/api/user-addresses/not-a-uuid').expect(404);
    expect(await storedRows(owner.userId)).toHaveLength(3);

    // Home is the default (the first address): deleting it makes the newest one, Studio, the default.
    const deleted = await owner.browser.delete(`/api/user-addresses/${home}`).expect(200);
    expect(deleted.body).toEqual({ message: 'Address deleted successfully' });
    expect(await storedRows(owner.userId)).toEqual([
      { full_name: 'Office', is_default: false },
      { full_name: 'Studio', is_default: true },
    ]);
    await owner.browser.get(`/api/user-addresses/${home}`).expect(404);
    await owner.browser.delete(`/api/user-addresses/${home}`).expect(404);

    // Deleting an address that is not the default leaves the default where it is.
    const [office] = (await addressesOf(owner)).filter((row) => row.fullName === 'Office');
    await owner.browser.delete(`/api/user-addresses/${office.id}`).expect(200);
    expect(await addressesOf(owner)).toMatchObject([{ id: studio, isDefault: true }]);
    await owner.browser.delete(`/api/user-addresses/${studio}`).expect(200);
    expect(await addressesOf(owner)).toEqual([]);
  });
});
