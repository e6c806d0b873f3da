import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { entityColumns, hydrateEntity } from '../../common/database/entity-rows';
import { literalLimit, preparedQuery } from '../../common/database/prepared-statements';
import { User } from '../users/entities/user.entity';
import { Post } from './entities/post.entity';
import { visibleTo } from './post-visibility';

/** What a new post is written with. */
export type NewPost = Pick<
  Post,
  'userId' | 'tryOnId' | 'caption' | 'tryOnImage' | 'garmentImage' | 'visibility' | 'tags' | 'metadata'
>;

/**
 * Every SQL statement of the posts (the feed's are in feed.query.ts, engagement's in engagement/), in the style
 * of the rest of social: raw SQL run as prepared statements, rows hydrated into the entities the presenters read.
 */
@Injectable()
export class PostsQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** Writes a post and answers its id. */
  async insert(post: NewPost): Promise<string> {
    const [row] = await preparedQuery<{ id: string }>(
      this.dataSource,
      `INSERT INTO post (user_id, try_on_id, caption, try_on_image, garment_image, visibility, tags, metadata)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        post.userId,
        post.tryOnId,
        post.caption,
        post.tryOnImage,
        post.garmentImage,
        post.visibility,
        post.tags,
        JSON.stringify(post.metadata),
      ],
    );
    return row.id;
  }

  /** A post by id, whoever may see it (ownership decides). */
  async byId(postId: string): Promise<Post | null> {
    const [row] = await preparedQuery<Record<string, unknown>>(
      this.dataSource,
      `SELECT ${entityColumns(this.postMetadata, 'p')} FROM post p WHERE p.id = $1`,
      [postId],
    );
    return row ? hydrateEntity<Post>(this.dataSource, this.postMetadata, row) : null;
  }

  async delete(postId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM post WHERE id = $1`, [postId]);
  }

  /** A post the viewer may see, with its author. */
  async visibleWithAuthor(viewerId: string | null, postId: string): Promise<Post | null> {
    const users = this.dataSource.getMetadata(User);
    const [row] = await preparedQuery<Record<string, unknown>>(
      this.dataSource,
      `SELECT ${entityColumns(this.postMetadata, 'p', 'p_')}, ${entityColumns(users, 'u', 'u_')}
       FROM post p JOIN users u ON u.id = p.user_id WHERE p.id = $1 AND ${visibleTo('$2::uuid')}`,
      [postId, viewerId],
    );
    if (!row) return null;
    const post = hydrateEntity<Post>(this.dataSource, this.postMetadata, row, 'p_');
    post.user = hydrateEntity<User>(this.dataSource, users, row, 'u_');
    return post;
  }

  /** An author's posts the viewer may see, newest first. */
  async ofAuthor(viewerId: string | null, authorId: string, limit: number): Promise<Post[]> {
    const rows = await preparedQuery<Record<string, unknown>>(
      this.dataSource,
      `SELECT ${entityColumns(this.postMetadata, 'p')} FROM post p
       WHERE p.user_id = $1 AND ${visibleTo('$2::uuid')}
       ORDER BY p.created_at DESC, p.id DESC LIMIT ${literalLimit(limit)}`,
      [authorId, viewerId],
    );
    return rows.map((row) => hydrateEntity<Post>(this.dataSource, this.postMetadata, row));
  }

  /** For the `tryOn` sharing resolver: for each try-on a post of it shares with the viewer, that post (the newest). */
  async sharedTryOns(viewerId: string | null, tryOnIds: string[]): Promise<Map<string, string>> {
    const rows = await preparedQuery<{ try_on_id: string; id: string }>(
      this.dataSource,
      `SELECT DISTINCT ON (p.try_on_id) p.try_on_id, p.id FROM post p
       WHERE p.try_on_id = ANY($1::uuid[]) AND ${visibleTo('$2::uuid')} ORDER BY p.try_on_id, p.created_at DESC`,
      [tryOnIds, viewerId],
    );
    return new Map(rows.map((row) => [row.try_on_id, row.id]));
  }

  private get postMetadata() {
    return this.dataSource.getMetadata(Post);
  }
}
