// What a kind gives the search index (./search-index.ts): its records as documents and the other
// names its records give their banks. Each kind's own hooks are in its folder
// (shared/kinds/<kind>/import/search-docs.ts), gathered by ./kind-search-docs.ts. They read D1
// only (the Worker tests build the index on their fixture rows in workerd).

export type Row = Record<string, string | number | null>;

/** One record of the search index. */
export interface Doc {
  /** The search section: the kind's API segment, or 'banks'. */
  section: string;
  key: string;
  country: string | null;
  bankId: number | null;
  /** Within one bank: 0 head office, 1 primary office, 2 the others. */
  office: number;
  names: string[];
  places: string[];
  /** A bank's city and the city its head office's codes name (officeCity), which also name it (cityNames). */
  cities?: string[];
}

/** The reads and the bank facts a kind's hooks build their documents from. */
export interface DocReader {
  /** Every row a query answers. */
  all(sql: string): Promise<Row[]>;
  /** The rows of a table in pages by a unique key (a table of millions, such as the LEIs). */
  pages(table: string, key: string, columns: string): AsyncIterable<Row>;
  /** A table's name as the import fills it, quoted (the aside copy during an import). */
  t(name: string): string;
  /** A column's text, null for none or empty. */
  str(v: unknown): string | null;
  /** A bank id column's value as a number, or null. */
  bankOf(v: unknown): number | null;
  /** A record's own names, then its bank's display name. */
  withBank(bankId: number | null, own: unknown[]): string[];
  /** Other names of each bank (from every kind's otherNames). */
  other: ReadonlyMap<number, ReadonlySet<string>>;
  /** Each bank's head office SWIFT code (8 characters). */
  headOffice: ReadonlyMap<number, string>;
}

export interface KindSearchDocs {
  /**
   * The other names the kind's records give their banks (a legal name, a directory's name);
   * `label`: a register's short name, searchable as a label but not as the bank's own name.
   */
  otherNames?(
    r: DocReader,
    add: (bankId: unknown, name: unknown) => void,
    label: (bankId: unknown, name: unknown) => void,
  ): Promise<void>;
  /** The kind's records as search documents. */
  docs(r: DocReader, push: (doc: Doc) => void): Promise<void>;
}
