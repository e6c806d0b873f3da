/**
 * Who may see a product, as SQL over the product alias with the viewer's id (or null) as the given parameter:
 * everyone while it is active, its owner always (an inactive product stays on the owner's profile).
 */
export const productVisibleTo = (viewerParameter: string, alias = 'p') =>
  `(${alias}.is_active OR ${alias}.user_id = ${viewerParameter})`;
