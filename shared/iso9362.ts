/**
 * Business date of the ISO 9362 institution list the importer reads
 * (swift/iso9362-institutions-2025-07-16.csv): the date the bank page names when it says a bank
 * is, or is no longer, listed in the directory. The importer dates its rows with it too.
 */
export const ISO9362_DIRECTORY_DATE = '2025-07-16';
