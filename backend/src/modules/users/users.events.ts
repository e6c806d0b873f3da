declare module '../../common/events/domain-events' {
  interface DomainEvents {
    /** After the account's rows are gone; modules remove the files they keep for it. */
    'user.deleted': { userId: string; username: string };
    /** An admin approved or rejected a TrendStar application (the applicant is e-mailed already). */
    'trendstarApplication.reviewed': {
      applicationId: string;
      userId: string;
      status: 'approved' | 'rejected';
      reviewNote: string | null;
      reviewedBy: string;
    };
  }
}

export {};
