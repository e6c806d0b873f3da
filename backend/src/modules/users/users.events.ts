declare module '../../common/events/domain-events' {
  interface DomainEvents {
    /** After the account's rows are gone; modules remove the files they keep for it. */
    'user.deleted': { userId: string; username: string };
  }
}

export {};
