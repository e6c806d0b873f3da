import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccessService, Viewer } from '../../common/access/access.service';
import { AppException } from '../../common/errors/app.exception';
import { DomainEventBus } from '../../common/events/domain-events';
import { StorageService } from '../../common/storage/storage.service';
import { TryOnService } from '../try-on/try-on.service';
import { UsersService } from '../users/users.service';
import type { CreateTryOnPostDto } from './dto/post-requests.dto';
import { EngagementLikesService } from './engagement/engagement-likes.service';
import { POST_TARGET } from './engagement/post-target';
import { Post } from './entities/post.entity';
import { visibleTo } from './post-visibility';
import { normaliseTags } from './tags';
import './social.events';

export interface PostForViewer {
  post: Post;
  isLiked: boolean;
}

/** Try-on posts: friends (the author's followers) or public (TrendStars only). Posting shares the try-on's images. */
@Injectable()
export class PostsService {
  constructor(
    @InjectRepository(Post) private readonly posts: Repository<Post>,
    private readonly tryOns: TryOnService,
    private readonly users: UsersService,
    private readonly storage: StorageService,
    private readonly access: AccessService,
    private readonly events: DomainEventBus,
    private readonly likes: EngagementLikesService,
  ) {}

  /** The `tryOn` sharing resolver: for each try-on a post of it shares with the viewer, that post (the newest). */
  async sharedTryOns(viewerId: string | null, tryOnIds: string[]): Promise<Map<string, string>> {
    const rows: Array<{ try_on_id: string; id: string }> = await this.posts.query(
      `SELECT DISTINCT ON (p.try_on_id) p.try_on_id, p.id FROM post p WHERE p.try_on_id = ANY($1::uuid[]) AND ${visibleTo('$2::uuid')} ORDER BY p.try_on_id, p.created_at DESC`,
      [tryOnIds, viewerId],
    );
    return new Map(rows.map((row) => [row.try_on_id, row.id]));
  }

  async create(user: Express.User, request: CreateTryOnPostDto): Promise<Post> {
    const tryOn = await this.tryOns.ownCompleted(user, request.tryOnId);
    const visibility = request.visibility ?? 'friends';
    if (visibility === 'public' && user.role !== 'trendstar')
      throw new AppException('forbidden', 'Only TrendStars can share public posts');
    const post = await this.posts.save(
      this.posts.create({
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
      }),
    );
    this.events.emit('post.created', { postId: post.id, userId: user.id, tryOnId: tryOn.id, visibility });
    return this.visible(user, post.id);
  }

  /** A post of that user the viewer may see, with its author and whether the viewer likes it. */
  async ofUser(viewer: Viewer, username: string, postId: string): Promise<PostForViewer> {
    const post = await this.visible(viewer, postId);
    if (post.user?.username.toLowerCase() !== username.toLowerCase()) throw new AppException('post_not_found');
    return this.forViewer(viewer, post);
  }

  /** A post the viewer may see, with its author and whether the viewer likes it. */
  async detail(viewer: Viewer, postId: string): Promise<PostForViewer> {
    return this.forViewer(viewer, await this.visible(viewer, postId));
  }

  async delete(user: Express.User, postId: string): Promise<void> {
    const post = this.access.requireOwner(await this.posts.findOneBy({ id: postId }), user, 'post_not_found');
    await this.posts.delete({ id: post.id });
    this.events.emit('post.deleted', { postId: post.id, userId: user.id });
  }

  /** A user's try-on posts the viewer may see, newest first. */
  async listOfUser(viewer: Viewer, username: string): Promise<Post[]> {
    const author = await this.users.getByUsername(username);
    return this.posts
      .createQueryBuilder('p')
      .where('p.user_id = :authorId', { authorId: author.id })
      .andWhere(visibleTo(':viewerId::uuid'), { viewerId: viewer?.id ?? null })
      .orderBy('p.created_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .take(200)
      .getMany();
  }

  /** The storage key of the garment of a post the viewer may see (for "Try This"). */
  async garmentKeyOf(viewer: Viewer, postId: string): Promise<string> {
    const key = this.storage.keyOf((await this.visible(viewer, postId)).garmentImage);
    if (!key) throw new AppException('post_not_found');
    return key;
  }

  private async forViewer(viewer: Viewer, post: Post): Promise<PostForViewer> {
    return { post, isLiked: (await this.likes.likedAmong(POST_TARGET, viewer, [post.id])).has(post.id) };
  }

  private async visible(viewer: Viewer, postId: string): Promise<Post> {
    const post = await this.posts
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.user', 'u')
      .where('p.id = :postId', { postId })
      .andWhere(visibleTo(':viewerId::uuid'), { viewerId: viewer?.id ?? null })
      .getOne();
    if (!post) throw new AppException('post_not_found');
    return post;
  }
}
