-- Filled in by issue 17.
SELECT 1;
