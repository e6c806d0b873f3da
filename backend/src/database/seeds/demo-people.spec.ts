import { createValidationPipe } from '../../common/errors/validation';
import { RegisterDto } from '../../modules/auth/dto/auth-requests.dto';
import { demoUsers, DEMO_PASSWORD } from './demo-data';
import { communityPeople } from './demo-people';
import { LOAD_PASSWORD, scaledSizes } from './load-data';

/** What registering this person would answer: null when the registration form's validation accepts them. */
async function registrationErrors(person: {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  gender: string;
  password: string;
}): Promise<Record<string, string> | null> {
  try {
    await createValidationPipe().transform(
      { ...person, confirmPassword: person.password },
      { type: 'body', metatype: RegisterDto },
    );
    return null;
  } catch (error) {
    return (error as { extra?: { errors?: Record<string, string> } }).extra?.errors ?? { error: String(error) };
  }
}

describe('the people the seeds create', () => {
  it('could each have registered: every demo and community username follows the registration rules', async () => {
    const people = [...demoUsers, ...communityPeople];
    const refused: Array<{ username: string; errors: Record<string, string> }> = [];
    for (const person of people) {
      const errors = await registrationErrors({ ...person, password: DEMO_PASSWORD });
      if (errors) refused.push({ username: person.username, errors });
    }
    expect(refused).toEqual([]);
    expect(new Set(people.map((person) => person.username.toLowerCase())).size).toBe(people.length);
  });

  it('gives the load data users names the registration accepts, up to the largest scale', async () => {
    const last = scaledSizes(1).users;
    for (const n of [1, last])
      expect(
        await registrationErrors({
          username: `load_${n}`,
          email: `load_${n}@load.tvt.local`,
          firstName: 'Aarav',
          lastName: 'Sharma',
          gender: 'other',
          password: LOAD_PASSWORD,
        }),
      ).toBeNull();
  });
});
