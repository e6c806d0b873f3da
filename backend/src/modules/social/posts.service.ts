import { Injectable } from '@nestjs/common';
import { AccessService, Viewer } from '../../common/access/access.service';
import { AppException } from '../../common/errors/app.exception';
import { DomainEventBus } from '../../common/events/domain-events';
import { StorageService } from '../../common/storage/storage.service';
import { TryOnService } from '../try-on/try-on.service';
import { UsersService } from '../users/users.service';
import type { CreateTryOnPostDto } from './dto/post-requests.dto';
import type { TryOnPostDto, UserTryOnPostDto } from './dto/post-responses.dto';
import { EngagementLikesService } from './engagement/engagement-likes.service';
import { POST_TARGET } from './engagement/post-target';
import type { Post } from './entities/post.entity';
import { toTryOnPost, toUserTryOnPost } from './posts.presenter';
import { PostsQueries } from './posts.queries';
import { normaliseTags } from './tags';
import './social.events';

/** Try-on posts: friends (the author's followers) or public (TrendStars only). Posting shares the try-on's images. */
@Injectable()
export class PostsService {
  constructor(
    private readonly queries: PostsQueries,
    private readonly tryOns: TryOnService,
    private readonly users: UsersService,
    private readonly storage: StorageService,
    private readonly access: AccessService,
    private readonly events: DomainEventBus,
    private readonly likes: EngagementLikesService,
  ) {}

  /** The `tryOn` sharing resolver: for each try-on a post of it shares with the viewer, that post (the newest). */
  sharedTryOns(viewerId: string | null, tryOnIds: string[]): Promise<Map<string, string>> {
    return this.queries.sharedTryOns(viewerId, tryOnIds);
  }

  async create(user: Express.User, request: CreateTryOnPostDto): Promise<TryOnPostDto> {
    const tryOn = await this.tryOns.ownCompleted(user, request.tryOnId);
    const visibility = request.visibility ?? 'friends';
    if (visibility === 'public' && user.role !== 'trendstar')
      throw new AppException('forbidden', 'Only TrendStars can share public posts');
    const postId = await this.queries.insert({
      userId: user.id,
      tryOnId: tryOn.id,
      caption: request.caption,
      tryOnImage: tryOn.tryOnUrl ?? '',
      garmentImage: this.storage.privateUrlOf(tryOn.garmentImageKey),
      visibility,
      tags: normaliseTags(request.tags),
      metadata: {
        tryOnTimestamp: tryOn.timestamp,
        tryOnThumbnail: tryOn.thumbnailKey ? this.storage.privateUrlOf(tryOn.thumbnailKey) : tryOn.tryOnUrl,
        tryOnLarge: tryOn.largeKey ? this.storage.privateUrlOf(tryOn.largeKey) : tryOn.tryOnUrl,
      },
    });
    this.events.emit('post.created', { postId, userId: user.id, tryOnId: tryOn.id, visibility });
    // Nobody has liked a post that did not exist a moment ago.
    return toTryOnPost(await this.visible(user, postId), false);
  }

  /** A post of that user the viewer may see, with its author and whether the viewer likes it. */
  async ofUser(viewer: Viewer, username: string, postId: string): Promise<TryOnPostDto> {
    const post = await this.visible(viewer, postId);
    if (post.user?.username.toLowerCase() !== username.toLowerCase()) throw new AppException('post_not_found');
    return this.forViewer(viewer, post);
  }

  /** A post the viewer may see, with its author and whether the viewer likes it. */
  async detail(viewer: Viewer, postId: string): Promise<TryOnPostDto> {
    return this.forViewer(viewer, await this.visible(viewer, postId));
  }

  async delete(user: Express.User, postId: string): Promise<void> {
    const post = this.access.requireOwner(await this.queries.byId(postId), user, 'post_not_found');
    await this.queries.delete(post.id);
    this.events.emit('post.deleted', { postId: post.id, userId: user.id });
  }

  /** A user's try-on posts the viewer may see, newest first. */
  async listOfUser(viewer: Viewer, username: string): Promise<UserTryOnPostDto[]> {
    const author = await this.users.getByUsername(username);
    return (await this.queries.ofAuthor(viewer?.id ?? null, author.id, 200)).map(toUserTryOnPost);
  }

  /** The storage key of the garment of a post the viewer may see (for "Try This"). */
  async garmentKeyOf(viewer: Viewer, postId: string): Promise<string> {
    const key = this.storage.keyOf((await this.visible(viewer, postId)).garmentImage);
    if (!key) throw new AppException('post_not_found');
    return key;
  }

  private async forViewer(viewer: Viewer, post: Post): Promise<TryOnPostDto> {
    return toTryOnPost(post, (await this.likes.likedAmong(POST_TARGET, viewer, [post.id])).has(post.id));
  }

  private async visible(viewer: Viewer, postId: string): Promise<Post> {
    const post = await this.queries.visibleWithAuthor(viewer?.id ?? null, postId);
    if (!post) throw new AppException('post_not_found');
    return post;
  }
}
