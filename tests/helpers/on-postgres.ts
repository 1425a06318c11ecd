// Tests that need a real PostgreSQL server run only there (TEST_DATABASE_URL: CI's first pass, a developer's server)
// and are skipped on the embedded database (PGlite: a newcomer's machine, CI's second pass). The embedded database
// serves every connection in one session and one transaction at a time, and passes no notification from one
// connection to another: a lock one connection holds while another works, transactions side by side, or LISTEN and
// NOTIFY across connections cannot happen there. Each use says which of these it needs.

/** Whether the tests run on a PostgreSQL server rather than the embedded database. */
export const RUNS_ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

/** `it` on a PostgreSQL server, `it.skip` on the embedded database. */
export const onPostgres: jest.It = RUNS_ON_POSTGRES ? it : it.skip;

/** `describe` on a PostgreSQL server, `describe.skip` on the embedded database. */
export const describeOnPostgres: jest.Describe = RUNS_ON_POSTGRES ? describe : describe.skip;
