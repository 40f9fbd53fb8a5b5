-- PEARL's paper's RIPEMD hashes under the names the MIDlet's catalogue gives them (RIPEMD128,
-- RIPEMD160), as V2 meant to store every name the paper printed: one name from the phone to the page.
UPDATE reference_figures SET algorithm = 'RIPEMD128' WHERE algorithm = 'RIPEMD-128';
UPDATE reference_figures SET algorithm = 'RIPEMD160' WHERE algorithm = 'RIPEMD-160';
