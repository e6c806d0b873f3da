import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** A photo of the user kept for one-tap reuse on the create screen; private to them. */
@Entity('person_photo')
@Index('person_photo_user_newest', ['userId', 'createdAt'])
export class PersonPhoto {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** Storage key of the re-encoded photo. */
  @Column({ type: 'text' })
  imageKey: string;

  @Column({ type: 'text' })
  thumbnailKey: string;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
