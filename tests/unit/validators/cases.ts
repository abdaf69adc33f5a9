import { expect, it } from 'vitest';

/**
 * Table rows written grouped by their expected answer, for `it.each`: each key is the list of
 * codes an input must give (space-separated, in order; '' for none), each value the inputs that
 * give it. `{ 'aba.checksum': ['021000022', '012000021'] }` stands for the rows
 * `['021000022', ['aba.checksum']]` and `['012000021', ['aba.checksum']]`.
 */
export function byAnswer(groups: Readonly<Record<string, readonly string[]>>): [string, string[]][] {
  return Object.entries(groups).flatMap(([codes, inputs]) =>
    inputs.map((input): [string, string[]] => [input, codes === '' ? [] : codes.split(' ')]),
  );
}

/** What a validator answers (shared/validators/*): the error codes, empty when valid. */
interface Answer {
  valid: boolean;
  errors: readonly string[];
  canonical: string | null;
}

/**
 * One test per malformed input (named `"input" -> ["code"]`): the validator answers exactly those
 * error codes, is not valid and gives no canonical form, and `isValid`, where the kind has one, agrees.
 */
export function itRejects(
  validate: (input: string) => Answer,
  groups: Readonly<Record<string, readonly string[]>>,
  isValid?: (input: string) => boolean,
): void {
  it.each(byAnswer(groups))('%j -> %j', (input, errors) => {
    const r = validate(input);
    expect(r.errors).toEqual(errors);
    expect(r.valid).toBe(false);
    expect(r.canonical).toBeNull();
    if (isValid) expect(isValid(input)).toBe(false);
  });
}
