import { Check, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** followerId follows followingId. Endpoints come with the social issue; posts already use it for `friends` visibility. */
@Entity('follow')
@Index('follow_following', ['followingId'])
// Followers / following lists, newest follow first (DESC columns TypeORM cannot describe).
@Index('follow_following_newest', { synchronize: false })
@Index('follow_follower_newest', { synchronize: false })
@Check('follow_not_self', '"follower_id" <> "following_id"')
export class Follow {
  @PrimaryColumn({ type: 'uuid' })
  followerId: string;

  @PrimaryColumn({ type: 'uuid' })
  followingId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'follower_id' })
  follower?: User;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'following_id' })
  following?: User;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
