import type { User } from '../../modules/users/entities/user.entity';

export const DEMO_PASSWORD = 'Demo12345';

export type DemoUser = Pick<
  User,
  'username' | 'email' | 'firstName' | 'lastName' | 'displayName' | 'gender' | 'bio' | 'role' | 'verified' | 'credits'
>;

/** Made-up people for a first look at the app; never real persons. */
export const demoUsers: DemoUser[] = [
  {
    username: 'demo',
    email: 'demo@tvt.local',
    firstName: 'Demo',
    lastName: 'User',
    displayName: 'Demo User',
    gender: 'other',
    bio: 'Trying on everything before buying anything.',
    role: 'default',
    verified: false,
    credits: 5,
  },
  {
    username: 'aanya_styles',
    email: 'aanya@tvt.local',
    firstName: 'Aanya',
    lastName: 'Kapoor',
    displayName: 'Aanya Kapoor',
    gender: 'female',
    bio: 'Handloom cottons and everyday kurtas. Made in Jaipur.',
    role: 'trendstar',
    verified: true,
    credits: 20,
  },
  {
    username: 'rohan_threads',
    email: 'rohan@tvt.local',
    firstName: 'Rohan',
    lastName: 'Mehta',
    displayName: 'Rohan Mehta',
    gender: 'male',
    bio: 'Streetwear drops every Friday.',
    role: 'trendstar',
    verified: true,
    credits: 20,
  },
  {
    username: 'meera_closet',
    email: 'meera@tvt.local',
    firstName: 'Meera',
    lastName: 'Iyer',
    displayName: 'Meera Iyer',
    gender: 'female',
    bio: 'Minimal wardrobe, maximal try-ons.',
    role: 'default',
    verified: false,
    credits: 3,
  },
];

/** Credit packages for a development server (prices in rupees); production admins add their own. */
export const demoCreditPackages = {
  amount: null,
  description: 'Credits for virtual try-ons',
  enabled: true,
  packages: [
    {
      id: '3f0b7a52-1c1e-4a39-9d0e-5b1a6c2f7001',
      name: 'Starter',
      credits: 10,
      amount: 99,
      actualPrice: null,
      discountPrice: null,
      description: 'Try a few looks',
      enabled: true,
    },
    {
      id: '3f0b7a52-1c1e-4a39-9d0e-5b1a6c2f7002',
      name: 'Popular',
      credits: 50,
      amount: 499,
      actualPrice: 499,
      discountPrice: 399,
      description: 'Best for regular creators',
      enabled: true,
    },
    {
      id: '3f0b7a52-1c1e-4a39-9d0e-5b1a6c2f7003',
      name: 'Pro',
      credits: 120,
      amount: 1199,
      actualPrice: 1199,
      discountPrice: 799,
      description: 'For TrendStars and power users',
      enabled: true,
    },
  ],
};
