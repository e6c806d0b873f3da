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

declare module '../../common/realtime/realtime.service' {
  interface LiveEvents {
    /** The signed-in user's role or verification changed: tabs fetch the account again (no sign-out needed). */
    'account.updated': { role: 'default' | 'trendstar'; verified: boolean };
  }
}

export {};
