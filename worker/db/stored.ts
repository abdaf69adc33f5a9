/**
 * The columns a record takes over as they are stored (the row's names and values are the
 * record's), in the order given: spread where they stand in the record, whose field order is
 * its schema's and the API's JSON's.
 */
export function stored<R extends object, const K extends keyof R>(row: R, ...keys: K[]): Pick<R, K> {
  const picked = {} as Pick<R, K>;
  for (const key of keys) picked[key] = row[key];
  return picked;
}
