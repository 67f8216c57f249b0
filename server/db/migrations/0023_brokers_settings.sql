-- Filled in by issue 16.
SELECT 1;
