import fc from 'fast-check';

// The error a counterexample raised goes into the failure's own message, not only its `cause`:
// the JSON report, and so the end of a CI log (scripts/test.mjs), then shows what broke.
fc.configureGlobal({ includeErrorInReport: true });
