import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { UserRole } from '../../../common/auth/user-role';

export type Gender = 'male' | 'female' | 'other';
export type { UserRole };

export interface AvatarVariants {
  small: string;
  medium: string;
  large: string;
}

@Entity('users')
@Index('users_username_lower_unique', { synchronize: false })
@Index('users_email_lower_unique', { synchronize: false })
// The TrendStars list by followers. Search reads the narrow table `user_search` (a trigger keeps it).
@Index('users_trendstars_by_followers', { synchronize: false })
@Check('users_credits_not_negative', '"credits" >= 0')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 30 })
  username: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'text', select: false })
  passwordHash: string;

  @Column({ type: 'boolean', default: false })
  emailVerified: boolean;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  displayName: string | null;

  @Column({ type: 'text', default: '' })
  avatar: string;

  @Column({ type: 'jsonb', nullable: true })
  avatarVariants: AvatarVariants | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  bio: string | null;

  @Column({ type: 'varchar', length: 10, default: 'other' })
  gender: Gender;

  @Column({ type: 'varchar', length: 20, default: 'default' })
  role: UserRole;

  @Column({ type: 'integer', default: 0 })
  followersCount: number;

  @Column({ type: 'integer', default: 0 })
  followingCount: number;

  @Column({ type: 'boolean', default: false })
  verified: boolean;

  @Column({ type: 'integer', default: 0 })
  credits: number;

  @Column({ type: 'boolean', default: false })
  isAdmin: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
