// Other test files change the shared database while a test runs (users, deals, activities): a test
// that compares an answer with the rows judges one the rows held still around.

/**
 * Runs `call` between two `read`s until both reads agree (at most ten tries, then the last):
 * `rows` is what the database held the whole time `answer` was made.
 */
export async function whileHeldStill<R, A>(read: () => Promise<R>, call: () => Promise<A>) {
  for (let attempt = 1; ; attempt++) {
    const rows = await read();
    const answer = await call();
    if (JSON.stringify(await read()) === JSON.stringify(rows) || attempt >= 10) return { rows, answer };
  }
}
