/**
 * A small memory of values derived from a request's URL (an edge-cache key's page part, the
 * consent banner's bytes for a return path): the same hot pages are asked for again and again,
 * and an edge-cache hit is cheap only if it derives nothing twice. Bounded; the oldest entry goes
 * first. Only for values that depend on nothing but the key: nothing personal, nothing that changes.
 */
export function recentValues<Value>(max: number): (key: string, derive: () => Value) => Value {
  const values = new Map<string, Value>();
  return (key, derive) => {
    const known = values.get(key);
    if (known !== undefined) return known;
    const value = derive();
    values.set(key, value);
    if (values.size > max) values.delete(values.keys().next().value!);
    return value;
  };
}
