import { screen } from '@testing-library/react';
import { mockApi, notAuthenticated } from '../../../test/mockApi';
import { renderRoute } from '../../../test/renderRoute';

async function openRegister() {
  mockApi({
    'GET /api/users/me': notAuthenticated,
    'POST /api/auth/register': {
      status: 409,
      body: { statusCode: 409, code: 'username_taken', message: 'Username already exists' },
    },
  });
  const view = renderRoute('/auth/register');
  await screen.findByRole('heading', { name: 'Create your account' });
  return view;
}

describe('registration screen', () => {
  it('pre-selects female', async () => {
    await openRegister();
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Male' })).not.toBeChecked();
  });

  it('shows the required-field and rule messages', async () => {
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('explains each password and username rule as the user types', async () => {
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const password = screen.getByLabelText('Password');
    const username = screen.getByLabelText('Username');

    await user.type(password, 'lowercase1');
    expect(screen.getByText('Password must contain at least one uppercase letter')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'UPPERCASE1');
    expect(screen.getByText('Password must contain at least one lowercase letter')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'NoDigitsHere');
    expect(screen.getByText('Password must contain at least one number')).toBeInTheDocument();

    await user.type(username, 'bad name!');
    expect(screen.getByText('Username can only contain letters, numbers, and underscores')).toBeInTheDocument();
    await user.clear(username);
    await user.type(username, 'a'.repeat(31));
    expect(screen.getByText('Username must be less than 30 characters')).toBeInTheDocument();
  });

  it('puts a taken username under the field', async () => {
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('First name'), 'Asha');
    await user.type(screen.getByLabelText('Last name'), 'Kapoor');
    await user.type(screen.getByLabelText('Username'), 'asha_k');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'This username is already taken. Please choose another one.',
    );
  });
});
