-- One word per kind: the routing number's tables carry the registry's word `routing`
-- (shared/kinds/index.ts), as every other kind's do (swifts, bins, ifscs, rubics, leis). The
-- public names stay as SPEC.md and DESIGN.md publish them: /usroutings pages, /api/v1/us_routings,
-- the search section and counter `us_routings`.
-- ALTER TABLE ... RENAME keeps the rows and moves the indexes to the new table, but an index keeps
-- its name: the two named indexes are made again under the table's new name.

ALTER TABLE us_routing_ach RENAME TO routing_ach;
ALTER TABLE us_routing_wire RENAME TO routing_wire;
ALTER TABLE us_routings RENAME TO routings;

DROP INDEX us_routings_bank;
DROP INDEX us_routings_name;
CREATE INDEX routings_bank ON routings (bank_id, routing_number);
CREATE INDEX routings_name ON routings (name);
