-- An algorithm's page reads every device's results of one algorithm and operation; the primary
-- key starts with the device, so without this index that page reads the whole Results Bank.
CREATE INDEX ix_results_algorithm ON results (algorithm, operation);
