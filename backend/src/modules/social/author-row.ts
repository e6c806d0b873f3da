import type { AvatarVariants } from '../users/entities/user.entity';

/** The author columns raw SQL selects from `users` aliased `alias`, read back by `toAuthor`. */
export const authorColumns = (alias: string) =>
  `${alias}.username AS author_username, ${alias}.display_name AS author_display_name, ${alias}.avatar AS author_avatar, ${alias}.avatar_variants AS author_avatar_variants, ${alias}.verified AS author_verified`;

export interface AuthorRow {
  author_username: string;
  author_display_name: string | null;
  author_avatar: string;
  author_avatar_variants: AvatarVariants | null;
  author_verified: boolean;
}

/** The user summary of a row's author (the small avatar variant where one exists, as in user lists). */
export function toAuthor(id: string, row: AuthorRow) {
  return {
    id,
    username: row.author_username,
    displayName: row.author_display_name,
    avatar: row.author_avatar_variants?.small ?? row.author_avatar,
    verified: row.author_verified,
  };
}
