-- The words of bank names (0010_bank_words.sql) were the first search index; the search has read
-- its own tables (search_docs, search_names, search_vocab) since 0020, and nothing read these
-- rows any more: 187,940 of them were built and published with every import for nothing.
DROP TABLE IF EXISTS bank_words;
