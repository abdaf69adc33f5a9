-- search_names by record (for speed): whether a bank has a name starting with some words
-- ("bank tokyo": a name starting with "bank", with Tokyo among its terms) is asked of the few
-- banks that hold every word of the query, by their names, instead of reading every name that
-- starts with a common word (worker/search/names.ts namedBanks).
CREATE INDEX search_names_doc ON search_names (doc, name);
