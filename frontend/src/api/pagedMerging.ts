/**
 * RTK Query settings that keep every page of a paged list in ONE cache entry (infinite scroll): the key leaves the
 * position out, a later page is appended (an item already there is replaced in place, so a refetch of a page
 * refreshes it), and the first page replaces everything.
 */
export function pagedMerging<Page extends Record<string, unknown>, Item extends { id: string }>(options: {
  /** The argument that names the page: `cursor` (undefined first) or `page` (1 first). */
  position: 'cursor' | 'page';
  /** The list in the answer that grows. */
  items: (page: Page) => Item[];
}) {
  const isFirst = (arg: Record<string, unknown> | undefined) => {
    const value = arg?.[options.position];
    return value === undefined || value === null || value === '' || value === 1;
  };
  return {
    serializeQueryArgs: ({ endpointName, queryArgs }: { endpointName: string; queryArgs: unknown }) => {
      const rest = { ...(queryArgs as Record<string, unknown>) };
      delete rest[options.position];
      return `${endpointName}(${JSON.stringify(rest, Object.keys(rest).sort())})`;
    },
    merge: (current: Page, incoming: Page, { arg }: { arg: unknown }) => {
      if (isFirst(arg as Record<string, unknown>)) return incoming;
      const list = options.items(current);
      const indexById = new Map(list.map((item, index) => [item.id, index]));
      for (const item of options.items(incoming)) {
        const index = indexById.get(item.id);
        if (index === undefined) list.push(item);
        else list[index] = item;
      }
      for (const key of Object.keys(incoming)) {
        if (!Array.isArray(incoming[key])) (current as Record<string, unknown>)[key] = incoming[key];
      }
      return current;
    },
    forceRefetch: ({ currentArg, previousArg }: { currentArg: unknown; previousArg: unknown }) =>
      (currentArg as Record<string, unknown> | undefined)?.[options.position] !==
      (previousArg as Record<string, unknown> | undefined)?.[options.position],
  };
}
