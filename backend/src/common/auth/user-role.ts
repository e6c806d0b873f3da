/** What an account may do beyond a default user's: TrendStars sell and post publicly. */
export type UserRole = 'default' | 'trendstar';
