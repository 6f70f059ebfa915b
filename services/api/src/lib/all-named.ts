// Promise.all over named values: a service that reads several things at once names each of them
// once, where an array would name them twice (the calls, then the destructured results) and a
// returned object a third time.

/** Awaits every value of `pending` at once; each result keeps its name. Rejects as Promise.all does. */
export async function allNamed<T extends Record<string, unknown>>(
  pending: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const names = Object.keys(pending);
  const values = await Promise.all(names.map((name) => pending[name]));
  return Object.fromEntries(names.map((name, i) => [name, values[i]])) as { [K in keyof T]: Awaited<T[K]> };
}
