import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { authConfig } from '../../config/configuration';
import { Environment, loadEnvironment } from '../../config/environment';
import { hashPassword } from '../../modules/auth/password.service';
import { User } from '../../modules/users/entities/user.entity';
import { dataSourceOptions } from '../data-source-options';
import { seedDemoCommunity } from './demo-community';
import { demoCreditPackages, demoUsers, DEMO_PASSWORD } from './demo-data';
import { communityPeople } from './demo-people';

/**
 * Creates the administrator from ADMIN_* and, on an empty development database, the demo accounts and the demo
 * community around them (drawn try-ons posted, follows, likes, comments).
 * Safe to run on every start: existing rows are left alone. Production gets no demo accounts (their
 * password is published) and no password in its log.
 */
export async function seed(dataSource: DataSource): Promise<string[]> {
  const settings = authConfig();
  const isProduction = loadEnvironment().NODE_ENV === 'production';
  const users = dataSource.getRepository(User);
  const lines: string[] = [];
  const hash = (password: string) => hashPassword(password, settings.passwordHashTimeCost);

  const existingAdmin = await users
    .createQueryBuilder('user')
    .where('lower(user.username) = lower(:username)', { username: settings.admin.username })
    .getOne();
  if (!existingAdmin) {
    await users.insert({
      username: settings.admin.username,
      email: settings.admin.email.toLowerCase(),
      passwordHash: await hash(settings.admin.password),
      firstName: 'TVT',
      lastName: 'Admin',
      displayName: 'TVT Admin',
      emailVerified: true,
      isAdmin: true,
    });
  }
  // Only the published development default is printed; a password of your own never reaches a log.
  const shownPassword =
    settings.admin.password === new Environment().ADMIN_PASSWORD
      ? settings.admin.password
      : '(the ADMIN_PASSWORD you set)';
  lines.push(`admin login: ${settings.admin.username} / ${existingAdmin ? '(unchanged)' : shownPassword}`);
  if (isProduction) return lines;

  if ((await users.count({ where: { isAdmin: false } })) === 0) {
    const passwordHash = await hash(DEMO_PASSWORD);
    const people = [...demoUsers, ...communityPeople];
    await users.insert(people.map((demo) => ({ ...demo, passwordHash, emailVerified: true })));
    // The balance is the sum of the ledger: the demo credits arrive as one system entry each.
    await dataSource.query(
      `INSERT INTO credit_transaction (user_id, type, amount, description, balance_after) SELECT id, 'system', credits, 'Welcome credits', credits FROM users WHERE credits > 0 AND username = ANY($1)`,
      [demoUsers.map((user) => user.username)],
    );
    const community = await seedDemoCommunity(
      dataSource,
      people.map((person) => person.username),
    );
    lines.push(
      `demo community: ${community.users} people, ${community.posts} posts, ${community.follows} follows, ${community.likes} likes, ${community.comments} comments and replies, ${community.products} products with ${community.productTryOns} community try-ons`,
    );
  }
  // Kept when it exists: packages an admin edited are never overwritten.
  await dataSource.query(
    `INSERT INTO system_config (key, value, description) VALUES ('credit_packages', $1, 'Credit packages for sale') ON CONFLICT (key) DO NOTHING`,
    [JSON.stringify(demoCreditPackages)],
  );
  lines.push(
    `demo login: ${demoUsers[0].username} / ${DEMO_PASSWORD} (TrendStar: ${demoUsers.find((user) => user.role === 'trendstar')?.username} / ${DEMO_PASSWORD})`,
  );
  return lines;
}

if (require.main === module) {
  const dataSource = new DataSource(dataSourceOptions(loadEnvironment().DATABASE_URL));
  dataSource
    .initialize()
    .then(async () => {
      for (const line of await seed(dataSource)) console.log(`[seed] ${line}`);
      await dataSource.destroy();
    })
    .catch((error) => {
      console.error(`[seed] failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
