declare module '../../common/events/domain-events' {
  interface DomainEvents {
    'post.created': { postId: string; userId: string; tryOnId: string; visibility: 'friends' | 'public' };
    'post.deleted': { postId: string; userId: string };
  }
}

export {};
