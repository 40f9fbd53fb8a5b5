-- The results page compares every algorithm at one input size (docs/web.md, "The results page"): it
-- counts the warm results of each algorithm, operation and size, then reads those at the sizes
-- chosen. This index serves both without reading the rows: the primary key starts with the device,
-- so without it each render would read the whole Results Bank, cold results and every size.
CREATE INDEX ix_results_warm_size ON results (cold, size_bytes, algorithm, operation);
