import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** E-mails kept for reading in the browser when no SMTP server is configured (development only). */
@Entity('dev_outbox_message')
export class OutboxMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'varchar', length: 254 })
  to: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text' })
  html: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
