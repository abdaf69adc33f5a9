// bank_words: every distinct word of every bank's name (migrations/0010_bank_words.sql), built
// from the merged banks load so that banks added by any source are searchable.
import type { TableLoad } from './load';
import { searchWords } from '../../shared/search-words';

export function bankWordsLoad(banks: TableLoad | undefined): TableLoad {
  const rows: [string, number][] = [];
  if (banks) {
    const id = banks.columns.indexOf('id');
    const name = banks.columns.indexOf('name');
    for (const row of banks.rows) {
      const bankId = Number(row[id]);
      for (const word of new Set(searchWords(String(row[name] ?? '')).map((w) => w.slice(0, 60))))
        rows.push([word, bankId]);
    }
  }
  return { table: 'bank_words', columns: ['word', 'bank_id'], rows };
}
