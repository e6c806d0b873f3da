import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { normaliseTags } from '../../modules/social/tags';
import { captions, commentTexts, replyTexts, tagWords } from './demo-people';
import {
  avatarDesign,
  inBatches,
  lookDesigns,
  renderLooks,
  seedServices,
  storeAvatar,
  storeTryOn,
  TRY_ON_COLUMNS,
  tryOnRow,
} from './demo-looks';
import { insertDemoProducts, planDemoProducts } from './demo-products';
import { exactCounters } from './exact-counters';
import { insertRows, randomSource } from './seed-rows';

export interface Member {
  id: string;
  username: string;
  trendstar: boolean;
}

interface PlannedPost {
  id: string;
  tryOnId: string;
  author: Member;
  createdAt: Date;
  visibility: 'public' | 'friends';
}

export interface CommunitySummary {
  users: number;
  posts: number;
  follows: number;
  likes: number;
  comments: number;
  products: number;
  productTryOns: number;
}

// Sixteen garments on sixteen figures: varied enough for a feed, rendered in a few seconds.
const DISTINCT_LOOKS = 16;
const DAY = 86_400_000;

/**
 * The demo community on top of the demo accounts (`usernames`, already inserted): avatars, drawn try-ons posted
 * (public by TrendStars, friends otherwise), follows, likes, comments, replies and comment likes, the TrendStars'
 * products made from some of their posted try-ons (with community try-ons, likes and comments: demo-products.ts),
 * with every counter computed from its rows at the end.
 */
export async function seedDemoCommunity(dataSource: DataSource, usernames: string[]): Promise<CommunitySummary> {
  const { storage, images } = seedServices();
  const random = randomSource(20261124);
  const members: Member[] = (
    await dataSource.query(`SELECT id, username, role FROM users WHERE username = ANY($1) ORDER BY username`, [
      usernames,
    ])
  ).map((row: { id: string; username: string; role: string }) => ({
    id: row.id,
    username: row.username,
    trendstar: row.role === 'trendstar',
  }));
  const trendstars = members.filter((member) => member.trendstar);
  const others = members.filter((member) => !member.trendstar);
  const now = Date.now();

  const follows = new Set<string>();
  const follow = (follower: Member, following: Member) => {
    if (follower.id !== following.id) follows.add(`${follower.id}:${following.id}`);
  };
  for (const member of others) {
    for (const trendstar of trendstars)
      if (member.username === 'demo' || random.next() < 0.85) follow(member, trendstar);
    for (const friend of random.some(others, member.username === 'demo' ? 12 : random.between(4, 9))) {
      follow(member, friend);
      if (random.next() < 0.6) follow(friend, member);
    }
  }
  for (const trendstar of trendstars) {
    for (const other of random.some(trendstars, 2)) follow(trendstar, other);
    for (const other of random.some(others, 3)) follow(trendstar, other);
  }
  const followersOf = (author: Member) => members.filter((member) => follows.has(`${member.id}:${author.id}`));

  const posts: PlannedPost[] = members.flatMap((author) =>
    Array.from({ length: author.trendstar ? random.between(4, 6) : random.between(1, 3) }, () => ({
      id: randomUUID(),
      tryOnId: randomUUID(),
      author,
      createdAt: new Date(now - random.between(2 * 3_600_000, 21 * DAY)),
      visibility: author.trendstar ? ('public' as const) : ('friends' as const),
    })),
  );

  // Looks handed out in time order, so that neighbours in the feed never wear the same garment.
  posts.sort((first, second) => first.createdAt.getTime() - second.createdAt.getTime());
  const looks = await renderLooks(DISTINCT_LOOKS, images);
  const avatars = await inBatches(members, (member, index) =>
    storeAvatar(storage, images, member.id, avatarDesign(index)),
  );
  const stored = await inBatches(posts, (post, index) =>
    storeTryOn(
      storage,
      looks[index % looks.length],
      post.author.username,
      String(post.createdAt.getTime() - 20_000),
      post.tryOnId,
    ),
  );

  const likes: Array<Record<string, unknown>> = [];
  const comments: Array<Record<string, unknown>> = [];
  const commentLikes: Array<Record<string, unknown>> = [];
  const after = (start: Date, withinMilliseconds: number) =>
    new Date(Math.min(now - 1000, start.getTime() + random.between(60_000, withinMilliseconds)));
  for (const post of posts) {
    const viewers =
      post.visibility === 'public'
        ? members.filter((member) => member.id !== post.author.id)
        : followersOf(post.author);
    const likers = random.some(viewers, post.author.trendstar ? random.between(8, 22) : random.between(1, 6));
    for (const liker of likers)
      likes.push({ post_id: post.id, user_id: liker.id, created_at: after(post.createdAt, 2 * DAY) });
    for (const commenter of random.some(viewers, post.author.trendstar ? random.between(2, 5) : random.between(0, 3))) {
      const comment = { id: randomUUID(), created_at: after(post.createdAt, DAY) };
      comments.push({
        ...comment,
        post_id: post.id,
        user_id: commenter.id,
        text: random.pick(commentTexts),
        parent_id: null,
      });
      for (const liker of random.some(viewers.concat(post.author), random.between(0, 4)))
        commentLikes.push({ comment_id: comment.id, user_id: liker.id, created_at: after(comment.created_at, DAY) });
      for (let reply = random.between(0, 2); reply > 0; reply -= 1)
        comments.push({
          id: randomUUID(),
          post_id: post.id,
          user_id: (reply === 1 ? post.author : random.pick(viewers.concat(post.author))).id,
          text: random.pick(replyTexts),
          parent_id: comment.id,
          created_at: after(comment.created_at, DAY),
        });
    }
  }

  const designs = lookDesigns(DISTINCT_LOOKS);
  const shop = await planDemoProducts(
    { storage, images },
    random,
    members,
    posts.flatMap((post, index) =>
      post.author.trendstar
        ? [
            {
              author: post.author,
              tryOnId: post.tryOnId,
              createdAt: post.createdAt,
              look: looks[index % looks.length],
              design: designs[index % designs.length],
            },
          ]
        : [],
    ),
    now,
  );

  await dataSource.transaction(async (manager) => {
    for (const [index, member] of members.entries())
      await manager.query(`UPDATE users SET avatar = $2, avatar_variants = $3 WHERE id = $1`, [
        member.id,
        avatars[index].avatar,
        JSON.stringify(avatars[index].avatarVariants),
      ]);
    await insertRows(
      manager,
      'virtual_try_on',
      TRY_ON_COLUMNS,
      posts.map((post, index) =>
        tryOnRow(stored[index], {
          id: post.tryOnId,
          userId: post.author.id,
          category: looks[index % looks.length].category,
          started: new Date(post.createdAt.getTime() - 20_000),
        }),
      ),
    );
    await insertRows(
      manager,
      'post',
      {
        id: 'uuid',
        user_id: 'uuid',
        try_on_id: 'uuid',
        caption: 'text',
        try_on_image: 'text',
        garment_image: 'text',
        try_on_thumbnail: 'text',
        try_on_large: 'text',
        visibility: 'text',
        tags: 'text[]',
        metadata: 'jsonb',
        created_at: 'timestamptz',
        updated_at: 'timestamptz',
      },
      posts.map((post, index) => ({
        id: post.id,
        user_id: post.author.id,
        try_on_id: post.tryOnId,
        caption: random.pick(captions),
        try_on_image: stored[index].tryOnUrl,
        garment_image: stored[index].garmentUrl,
        try_on_thumbnail: stored[index].thumbnailUrl,
        try_on_large: stored[index].largeUrl,
        visibility: post.visibility,
        tags: normaliseTags(random.some(tagWords, random.between(1, 3))),
        metadata: { tryOnTimestamp: String(post.createdAt.getTime() - 20_000) },
        created_at: post.createdAt,
        updated_at: post.createdAt,
      })),
    );
    await insertRows(
      manager,
      'follow',
      { follower_id: 'uuid', following_id: 'uuid', created_at: 'timestamptz' },
      [...follows].map((pair) => ({
        follower_id: pair.split(':')[0],
        following_id: pair.split(':')[1],
        created_at: new Date(now - random.between(22 * DAY, 60 * DAY)),
      })),
    );
    await insertRows(manager, 'post_like', { post_id: 'uuid', user_id: 'uuid', created_at: 'timestamptz' }, likes);
    await insertRows(
      manager,
      'comment',
      { id: 'uuid', post_id: 'uuid', user_id: 'uuid', text: 'text', parent_id: 'uuid', created_at: 'timestamptz' },
      comments,
    );
    await insertRows(
      manager,
      'comment_like',
      { comment_id: 'uuid', user_id: 'uuid', created_at: 'timestamptz' },
      commentLikes,
    );
    await insertDemoProducts(manager, shop);
    await exactCounters(manager);
  });
  return {
    users: members.length,
    posts: posts.length,
    follows: follows.size,
    likes: likes.length,
    comments: comments.length,
    products: shop.products.length,
    productTryOns: shop.productTryOns.length,
  };
}
