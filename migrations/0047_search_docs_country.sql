-- search_docs by section and country in rank order: a common word with a country filter ("bank"
-- among France's SWIFT codes) reads that country's records in rank order, instead of the whole
-- section's first records, which may hold none of that country (worker/search/names.ts scan).
CREATE INDEX search_docs_country ON search_docs (section, country, id);
