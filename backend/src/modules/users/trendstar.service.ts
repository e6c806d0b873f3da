import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { QueryFailedError } from 'typeorm';
import { TransactionRunner } from '../../common/database/transaction-runner';
import { AppException } from '../../common/errors/app.exception';
import { DomainEventBus } from '../../common/events/domain-events';
import { composeMail, MailService } from '../../common/mail/mail.service';
import { RealtimeService } from '../../common/realtime/realtime.service';
import { appConfig } from '../../config/configuration';
import type { ApplyForTrendstarDto, ReviewTrendstarApplicationDto } from './dto/trendstar.dto';
import { TrendstarApplication, TrendstarApplicationStatus } from './entities/trendstar-application.entity';
import { User } from './entities/user.entity';
import { UsersQueries } from './users.queries';
import './users.events';

/** Newest first, at most this many per admin listing. */
const LISTING_LIMIT = 200;

/** Applying to become a TrendStar and the admins' review of those applications. */
@Injectable()
export class TrendstarService {
  constructor(
    private readonly queries: UsersQueries,
    private readonly transactions: TransactionRunner,
    private readonly mail: MailService,
    private readonly events: DomainEventBus,
    private readonly realtime: RealtimeService,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  async latestOf(userId: string): Promise<TrendstarApplication | null> {
    return this.queries.latestApplicationOf(userId);
  }

  async apply(user: User, fields: ApplyForTrendstarDto): Promise<TrendstarApplication> {
    if (user.role === 'trendstar') throw new AppException('already_trendstar');
    try {
      return await this.queries.insertApplication({
        userId: user.id,
        instagramHandle: fields.instagramHandle,
        socialMediaLinks: fields.socialMediaLinks ?? [],
        reasonToApply: fields.reasonToApply,
      });
    } catch (error) {
      // The partial unique index allows one pending application per user, however many arrive at once.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505')
        throw new AppException('application_pending');
      throw error;
    }
  }

  async list(status?: TrendstarApplicationStatus): Promise<Array<TrendstarApplication & { user: User }>> {
    return this.queries.applications(status, LISTING_LIMIT);
  }

  /** Decides a pending application once; approval makes the applicant a verified TrendStar in the same transaction. */
  async review(adminId: string, id: string, decision: ReviewTrendstarApplicationDto): Promise<TrendstarApplication> {
    const reviewNote = decision.reviewNote || null;
    const application = await this.transactions.run(async (transaction) => {
      const decided = await this.queries.decideApplication(transaction.manager, id, {
        status: decision.status,
        reviewNote,
        reviewedBy: adminId,
      });
      const current = await this.queries.applicationById(transaction.manager, id);
      if (!current) throw new AppException('application_not_found');
      if (!decided) throw new AppException('application_already_reviewed');
      if (decision.status === 'approved') await this.queries.makeTrendstar(transaction.manager, current.userId);
      transaction.afterCommit(async () => {
        this.events.emit('trendstarApplication.reviewed', {
          applicationId: current.id,
          userId: current.userId,
          status: decision.status,
          reviewNote,
          reviewedBy: adminId,
        });
        const applicant = await this.queries.userById(current.userId);
        if (applicant)
          await this.realtime.publish(applicant.id, 'account.updated', {
            role: applicant.role,
            verified: applicant.verified,
          });
      });
      return current;
    });
    await this.tellApplicant(application);
    return application;
  }

  private async tellApplicant(application: TrendstarApplication): Promise<void> {
    const applicant = await this.queries.userById(application.userId);
    if (!applicant) return;
    const greeting = `Hi ${applicant.displayName ?? applicant.firstName},`;
    const link = `${this.app.url}/apply-trendstar`;
    const mail =
      application.status === 'approved'
        ? composeMail(
            applicant.email,
            'You are now a TrendStar',
            [
              greeting,
              'Your TrendStar application has been approved. Your profile now carries the verified star, and you can create and sell your own try-on products.',
            ],
            { link },
          )
        : composeMail(
            applicant.email,
            'Your TrendStar application',
            [
              greeting,
              'Thank you for applying to become a TrendStar. This time your application was not approved.',
              ...(application.reviewNote ? [`Note from the reviewer: ${application.reviewNote}`] : []),
              'You are welcome to apply again.',
            ],
            { link },
          );
    // A lost e-mail does not undo the decision: the status page shows it too.
    await this.mail.send(mail);
  }
}
