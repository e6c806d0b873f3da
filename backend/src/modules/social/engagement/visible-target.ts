import type { Viewer } from '../../../common/access/access.service';
import { AppException } from '../../../common/errors/app.exception';
import type { EngagementQueries, VisibleTarget } from './engagement.queries';
import type { EngagementTarget } from './engagement-target';

/** The target row when the viewer may see it; the same 404 as for one that does not exist otherwise. */
export async function findVisibleTarget(
  queries: EngagementQueries,
  target: EngagementTarget,
  viewer: Viewer,
  targetId: string,
): Promise<VisibleTarget> {
  const row = await queries.visibleTarget(target, viewer?.id ?? null, targetId);
  if (!row) throw new AppException(target.notFound);
  return row;
}
