/**
 * Who may see a post, as SQL over the post alias (default `p`) with the viewer's id (or null) as the given
 * parameter: public posts, one's own, and friends posts of authors one follows. The one visibility rule for posts.
 */
export const visibleTo = (viewerParameter: string, alias = 'p') =>
  `(${alias}.visibility = 'public' OR ${alias}.user_id = ${viewerParameter} OR (${alias}.visibility = 'friends' AND EXISTS (SELECT 1 FROM follow f WHERE f.follower_id = ${viewerParameter} AND f.following_id = ${alias}.user_id)))`;
