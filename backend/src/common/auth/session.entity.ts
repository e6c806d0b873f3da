import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** The table connect-pg-simple keeps sessions in (its documented shape). */
@Entity('session')
@Index('session_user_id_index', { synchronize: false })
export class Session {
  @PrimaryColumn({ type: 'varchar' })
  sid: string;

  @Column({ type: 'json' })
  sess: Record<string, unknown>;

  @Index('IDX_session_expire')
  // Sessions are found by user through an expression index on sess->'passport'->>'user' (see the migration).
  @Column({ type: 'timestamp', precision: 6 })
  expire: Date;
}
