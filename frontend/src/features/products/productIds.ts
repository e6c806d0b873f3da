const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Part 2 §5: a product id is a 36-character UUID. */
export function isProductId(id: string): boolean {
  return id.length === 36 && uuidPattern.test(id);
}
