-- Which record a BIN lookup shows first when several sources hold the number: the importer's
-- source order (shared/kinds/bin/import/index.ts SOURCE_PRECEDENCE, docs/decisions/bins.md), 1 first.
ALTER TABLE bins ADD COLUMN precedence INTEGER NOT NULL DEFAULT 9;
