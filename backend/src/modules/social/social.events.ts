declare module '../../common/events/domain-events' {
  interface DomainEvents {
    'post.created': { postId: string; userId: string; tryOnId: string; visibility: 'friends' | 'public' };
    'post.deleted': { postId: string; userId: string };
    /** followerId now follows followingId (only when the row is new). */
    'user.followed': { followerId: string; followingId: string };
    /** followerId stopped following followingId (only when a row was removed). */
    'user.unfollowed': { followerId: string; followingId: string };
  }
}

export {};
