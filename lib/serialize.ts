/**
 * What a client component receives is what the API would send: dates become
 * ISO strings. Server pages pass their data through this so the client's
 * initial data and its later fetches have one shape.
 */
export function asJson<T>(value: unknown): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
