import { Injectable } from '@nestjs/common';
import { AppException } from '../errors/app.exception';
import type { ErrorCode } from '../errors/error-codes';

/** Someone asking: a signed-in user or a guest (null). */
export type Viewer = { id: string } | null | undefined;

/**
 * Answers which of the given resources a viewer may see beyond their own, and through what
 * (e.g. a try-on shared by a post: try-on id → post id).
 */
export type SharingResolver = (viewerId: string | null, resourceIds: string[]) => Promise<Map<string, string>>;

/** Kinds of resource that other modules may share. */
export type SharedResourceKind = 'tryOn';

/**
 * The one place for "may this user touch this row". Owners always may; others only through a sharing
 * resolver registered by the module that shares (posting shares a try-on). Refusals look like absence
 * (404), so nobody learns that a private row exists.
 */
@Injectable()
export class AccessService {
  private readonly resolvers = new Map<SharedResourceKind, SharingResolver[]>();

  isOwner(viewer: Viewer, ownerId: string): boolean {
    return !!viewer && viewer.id === ownerId;
  }

  /** The row when the viewer owns it; otherwise the same 404 as for a row that does not exist. */
  requireOwner<Row extends { userId: string }>(
    row: Row | null | undefined,
    viewer: Viewer,
    notFound: ErrorCode = 'not_found',
  ): Row {
    if (!row || !this.isOwner(viewer, row.userId)) throw new AppException(notFound);
    return row;
  }

  registerSharing(kind: SharedResourceKind, resolver: SharingResolver): void {
    this.resolvers.set(kind, [...(this.resolvers.get(kind) ?? []), resolver]);
  }

  /** For each resource the viewer may see though it is not theirs: what shares it with them. */
  async sharedWith(kind: SharedResourceKind, viewer: Viewer, resourceIds: string[]): Promise<Map<string, string>> {
    const shared = new Map<string, string>();
    if (resourceIds.length === 0) return shared;
    for (const resolver of this.resolvers.get(kind) ?? []) {
      for (const [id, through] of await resolver(viewer?.id ?? null, resourceIds))
        if (!shared.has(id)) shared.set(id, through);
    }
    return shared;
  }

  /** Owner, or shared with the viewer. */
  async maySee(kind: SharedResourceKind, viewer: Viewer, row: { id: string; userId: string }): Promise<boolean> {
    return this.isOwner(viewer, row.userId) || (await this.sharedWith(kind, viewer, [row.id])).has(row.id);
  }
}
