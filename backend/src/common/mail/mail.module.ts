import { MailerModule } from '@nestjs-modules/mailer';
import { Global, Module } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { mailConfig } from '../../config/configuration';
import { MailService } from './mail.service';
import { OutboxController } from './outbox.controller';
import { OutboxMessage } from './outbox-message.entity';

@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([OutboxMessage]),
    MailerModule.forRootAsync({
      inject: [mailConfig.KEY],
      // Without SMTP the transport only renders JSON; MailService writes to the outbox instead.
      useFactory: (config: ConfigType<typeof mailConfig>) => ({
        transport: config.smtpUrl ?? { jsonTransport: true },
        defaults: { from: config.from },
      }),
    }),
  ],
  controllers: [OutboxController],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
