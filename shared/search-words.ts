// How bank names and search queries are cut into words, the same way on both sides: NFKD with
// the combining marks removed (Société -> societe), lower case, split on anything that is not a
// letter or a digit.
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
