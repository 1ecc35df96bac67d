-- contact_event_latest is updated in place by every ingested event (docs/conditions-sql.md "The
-- latest-event summary"). With full pages (fillfactor 100) nearly every update moved the row to
-- another page and added an entry to each index; room left on each page keeps the update on its page
-- (a HOT update: no index entry, and the old version is pruned on the page). Existing pages get the
-- room when the table is rewritten (VACUUM FULL / pg_repack); new pages have it at once.
ALTER TABLE "contact_event_latest" SET (fillfactor = 80);
