// The small words of bank names in the name languages (articles, conjunctions and the common
// prepositions: "Bank of America", "Banco do Brasil", "Caisse des Dépôts", "Bank für Arbeit und
// Wirtschaft"): an acronym leaves them out (shared/search-text.ts) and title case keeps them lower
// case (scripts/import/names.ts), in lower case and without diacritics.
export const NAME_PARTICLES = [
  'of',
  'and',
  'the',
  'for',
  'de',
  'des',
  'du',
  'la',
  'le',
  'les',
  'et',
  'y',
  'del',
  'di',
  'da',
  'do',
  'dos',
  'das',
  'e',
  'fur',
  'und',
  'van',
  'der',
  'den',
  'al',
  'el',
];
