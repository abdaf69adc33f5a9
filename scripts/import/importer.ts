// The import as a whole: read every source, check the tallies, fill the tables aside, reconcile
// against what the database holds, swap. Used by index.ts (CLI) and by the tests.
import { existsSync } from 'node:fs';
import { COUNTRY_COLUMNS, loadCountries } from './countries';
import { applyMigrations, openLocalD1 } from './d1';
import { mergeLoads, toLoad, type TableLoad } from './load';
import { postLoad } from './post-load';
import { refreshTables } from './refresh';
import type { Source, SourceContext, SourceOutput } from './source';
import { KIND_IDS } from '../../shared/kinds';
import { KIND_SOURCES } from './kinds';
import { assertBalanced, type FileTally } from './tally';
import { SEARCH_TABLES } from './search-index';
import { LIST_COUNTS_TABLE } from './list-counts';
import { applyDisplayNames } from './display-names';
import { NO_PREVIOUS_SLUGS, heldBy, readPreviousSlugs, stabilizeSlugs, type PreviousSlugs } from './slugs';

/** Bump when the importer stores different data: `--if-needed` (npm start) then re-imports. */
export const IMPORTER_VERSION = 37; // 37 (head office after merges, numbered 36 on its branch): a bank merged from several institution codes chooses its head office again over all its codes: an active primary office GLEIF maps to the bank's LEI, then one its row does not name "(formerly ...)" another institution, then the institution code holding the most of its codes, then a row named as the bank, then the BIC8 the most share, a full tie keeping the office it had (scripts/import/banks.ts chooseMergedHeadOffice), identity keys unchanged; 36 (search, numbered 35 on its branch): a bank is also named by the city its head office's codes name where its own city names at most the head office itself, a ward or suburb (scripts/import/search-index.ts officeCity); 35 (names): an attention line dropped ("ATTN ..."), a branch designation the source cut (", ZWEIG", ", FILIAL AF") or a preposition a cut name ends with dropped, a legal form of the bank's country that is also a word in capitals as the name's last word (SAM in Monaco, ISO 20275), a bilingual form's halves as legal forms (NV/SA), a word of letters one source ran together spaced as another name of the bank (its SWIFT rows, its LEI's legal name, a legal name of its country its name spells spaces aside) spells it letter for letter, in three words or more or around a conjunction or "&" (SCULPTOR CAPITAL MANAGEMENT EUROPE, "& CO" for ANDCO), a short word read as a word in the country's likely language or English where that language has a dictionary (AJ, DLA initials in a British name; an abbreviation with its dot read in any language; the country's words also without their accents, ILE, KOC), a romanised syllable only with a romanisation's consonant pair (scripts/import/names.ts, display-names.ts, short-words.ts); 34 (links, numbered 33 on its branch): a BIN issuer named as several banks of its country share once their place labels are set aside links to none unless it gives the label or the IFSC data lists the prefix as one's IIN, a parenthesis names an institution only where it names a bank, an issuer named as the record's card scheme is linked to none (shared/kinds/bin/import/link-banks.ts); a 2025 name that GLEIF gives another LEI with BICs in the country, where SWIFT rows name the code as GLEIF names its LEI, is another entity's, not the bank's (scripts/import/banks.ts buildBank); 33 (names, numbered 31 on its branch): initials a phrase of the bank's own names spells out stay in capitals (SABIC, MICEX), a care-of line dropped, the Dutch 's- restored where the source lost its apostrophe, South Africa's SOC Ltd (scripts/import/names.ts, display-names.ts); 32 (head office, numbered 31 on its branch): an active primary office GLEIF maps to an LEI is the head office (scripts/import/banks.ts entityIdentity), identity keys unchanged; 31 (search, numbered 30 on its branch): a group's name is its home's (scripts/import/search-index.ts groupNames), a group's home by its offices abroad (scripts/import/prominence.ts groupHomes); 30 (names): a short word no dictionary, mixed-case name or place of the sources reads as a word is initials (IFF, YSN; FoF as GLEIF writes it), words run together around dots cased one by one (Teol.Caut.Mut.Negoc.), a letter the 2019 file lost as a space restored from the country's other names (Menkul Degerler), each word of a hyphenated compound cased as a word (SpA-London, Asatsu-DK, Villeneuve-d'Ascq), a bank named from SWIFT rows takes the newest list's name, GLEIF's where the 2025 name without its spaces spells it (scripts/import/names.ts, banks.ts); 29: a routing number named for a bank goes to it where only its holding company has an office in the state (routing/import/bank-link.ts); 28 (names, numbered 25 on its branch): initials no one reads as a word stay in capitals (FCE, CBRE, IFM), a name starts with a capital, a word after an elided article is capitalised (d'Italia, O'Toole), ties in the casing dictionary go to normal case, an inverted ", THE" goes in front, words broken by a space rejoined, a cut parenthesis closed, an initial run into a word (E.Sun), "mit beschränkter Haftung" (scripts/import/names.ts); 27: a holding company bearing its bank's name ranks below the banks (scripts/import/prominence.ts holdingCompanies); 26: a "(formerly ...)" clause set aside when codes of one institution are merged (Dresdner into Commerzbank), "interbank" no bank word, a head office mapped to two LEIs takes the one its name starts like; 25: a bank without an LEI of its own shows the one valid LEI linked to it (lei/import/link.ts); 24 (search): a name with a word written with a hyphen or an apostrophe also held joined in search_names ("T-Bank" as "tbank"); 23 (links): BIN issuers on a bank's other names (SWIFT rows, its LEI's rows abroad, former name), words run together, dash-joined brands, one institution's duplicate pages; an LEI without a candidate to the one bank of its BICs' ISO 9362 institution (lei/import/link.ts); 22: institution codes of one registered name in one city are one bank (scripts/import/banks.ts mergeRegisteredNamesakes), a merged bank's old slugs redirect to the bank holding its codes, namesakes of one city told apart by code, a sponsored Indian bank's place is its own district; 21: a parenthesis run into the words around it stands apart (scripts/import/names.ts displayCase); 20: words the source ran together split where mixed-case names spell each (scripts/import/names.ts segment); 19 (search): initials spelling a legal form ("S.A.") set aside before a single-letter form ("a" of N.A.); 18: the bank codes' table named bank_codes (migrations/0052_bank_codes.sql); 17: bank_codes.code, the national bank code with its country (the bank code kind's key); 16: bank_codes.check_method, the Bundesbank check method of a German bank code (migrations/0049_iban_check_method.sql); 15: a city labels only its 100 most prominent banks in the search index; 14: both 13s together; 13 (search): a bank's city names it in the search index (search_names label), 12 (search): traditional Han folded to simplified in the search index (shared/search-text.ts tokens); 13 (identity): an LEI at home where its legal entity has its domestic network and a name without "branch"; prominence from the group and domestic network, non-banks and defunct institutions below banks; 12 (identity): routing cities in every written form, ACH contacts, BIN issuer variants, active head offices; 11: an LEI's home bank by its country's network (lei/link.ts), codes of split banks follow their names, registered banks without a banking word, register short names as labels; 10: the routing tables renamed (migrations/0046_r_routings.sql); 9: list_counts

/**
 * Every kind's source, in the registry's order, the ones that add banks (SWIFT's institutions,
 * IFSC's Indian banks without SWIFT, ED807's Russian banks) first: the others link their codes to
 * the banks read before them.
 */
export const DEFAULT_SOURCES: readonly Source[] = (() => {
  const sources = KIND_SOURCES();
  const all = KIND_IDS.flatMap((k) => sources[k] ?? []);
  return [...all.filter((s) => s.addsBanks), ...all.filter((s) => !s.addsBanks)];
})();

export interface ImportOptions {
  dataDir: string;
  persistDir: string;
  migrationsDir: string;
  databaseId: string;
  sources?: readonly Source[];
  log?: (line: string) => void;
}

export interface ImportSummary {
  importerVersion: number;
  finishedAt: string;
  durationMs: number;
  tallies: FileTally[];
  rows: Record<string, number>;
  /** Figures the sources noted (links, unlinked and ambiguous counts, names), see SourceContext.note. */
  notes: Record<string, number>;
}

export class DataDirMissingError extends Error {}

export async function runImport(options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  if (!existsSync(options.dataDir)) {
    throw new DataDirMissingError(
      `data folder not found: ${options.dataDir} (set DATA_DIR to the folder holding countries/, swift/, ...)`,
    );
  }

  // The database is only read before everything is read and derived in memory: a bad file
  // fails with the served data untouched. What it reads is the served banks' slugs, so that
  // slugs stay stable across imports (scripts/import/slugs.ts).
  const notes: Record<string, number> = {};
  const { db, dispose } = await openLocalD1(options.persistDir, options.databaseId);
  // Rows a source spilled to disk (shared/kinds/lei/import: the golden copy) are removed however the run ends.
  let spilled: TableLoad[] = [];
  try {
    const applied = await applyMigrations(db, options.migrationsDir);
    if (applied.length > 0) log(`migrations applied: ${applied.join(', ')}`);
    const previous = await readPreviousSlugs(db);
    const { loads, tallies } = await readSources(options, log, (key, value) => (notes[key] = value), previous);
    spilled = loads;
    const summary: ImportSummary = {
      importerVersion: IMPORTER_VERSION,
      finishedAt: '',
      durationMs: 0,
      tallies,
      rows: Object.fromEntries(loads.map((l) => [l.table, l.rows.length])),
      notes,
    };
    let lastLogged = 0;
    await refreshTables(db, loads, {
      onProgress: (table, written, total) => {
        if (written === total || written - lastLogged >= 20000 || written < lastLogged) {
          log(`${table}: ${written}/${total} rows written`);
          lastLogged = written === total ? 0 : written;
        }
      },
      verify: (aside) =>
        postLoad(db, aside, { loads, sources: options.sources ?? DEFAULT_SOURCES, tallies, rows: summary.rows, log }),
      // Recorded in the swap transaction: a run is listed only if its data was swapped in.
      swapExtras: () => {
        summary.finishedAt = new Date().toISOString();
        summary.durationMs = Math.round(performance.now() - started);
        return [
          db
            .prepare('INSERT INTO import_runs (importer_version, finished_at, summary) VALUES (?1, ?2, ?3)')
            .bind(IMPORTER_VERSION, summary.finishedAt, JSON.stringify(summary)),
        ];
      },
    });
    summary.durationMs = Math.round(performance.now() - started); // now including the swap
    log('swapped in');
    return summary;
  } finally {
    spilled.forEach((l) => l.spilled?.dispose());
    await dispose();
  }
}

async function readSources(
  options: ImportOptions,
  log: (line: string) => void,
  note: (key: string, value: number) => void = () => {},
  previous: PreviousSlugs = NO_PREVIOUS_SLUGS,
): Promise<SourceOutput> {
  log('countries: reading');
  const countries = await loadCountries(options.dataDir);
  const loads: TableLoad[] = [toLoad('countries', COUNTRY_COLUMNS, countries.countries)];
  const ctx: SourceContext = {
    dataDir: options.dataDir,
    knownCountries: new Set(countries.countries.map((c) => c.code)),
    log,
    earlier: [],
    note,
  };
  const tallies: FileTally[] = [...countries.tallies];
  try {
    for (const source of options.sources ?? DEFAULT_SOURCES) {
      log(`${source.name}: reading`);
      const output = await source.load({ ...ctx, earlier: [...loads] });
      loads.push(...output.loads);
      tallies.push(...output.tallies);
    }
    assertBalanced(tallies);
  } catch (error) {
    loads.forEach((l) => l.spilled?.dispose());
    throw error;
  }
  const merged = mergeLoads(loads);
  // Slugs settled against the served data, before display names (a slug does not depend on casing).
  const bankLoad = merged.find((l) => l.table === 'banks');
  if (bankLoad) {
    const { redirects, stats } = stabilizeSlugs(bankLoad, previous, heldBy(bankLoad, merged));
    merged.push(redirects);
    for (const [k, v] of Object.entries(stats)) note(`slugs.${k}`, v);
    log(
      `slugs: ${stats.known} banks known from the served data, ${stats.kept} kept their slug, ${stats.changed} changed; ${stats.redirects} redirects (${stats.dropped} dropped); ${stats.duplicateKeys} duplicate identity keys`,
    );
  }
  // Display names last: every source has linked its codes by then (on the sources' own wording).
  const names = applyDisplayNames(merged);
  for (const [k, v] of Object.entries(names)) note(`names.${k}`, v);
  log(
    `names: ${names.banks} banks, ALL CAPS ${names.allCapsBefore} -> ${names.allCapsAfter}; ${names.cityAdded} same-name banks told apart by their city, ${names.codeAdded} by their code`,
  );
  // The search index (scripts/import/search-index.ts) is built aside from the filled tables
  // before the swap: its tables start empty here.
  if (merged.some((l) => l.table === 'banks'))
    merged.push(...SEARCH_TABLES.map((table) => ({ table, columns: [], rows: [] })));
  // So are the list lengths (scripts/import/list-counts.ts), counted over the linked tables.
  if (merged.some((l) => l.table === 'banks')) merged.push({ table: LIST_COUNTS_TABLE, columns: [], rows: [] });
  return { loads: merged, tallies };
}
