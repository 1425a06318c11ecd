// What a route answers, as it declares it (apiRoute's `success` and `errors`, a
// public route's table entry). The API description's responses are made from
// these (lib/openapi/responses.ts), and every API test call is held to them
// (tests/helpers/request.ts), so the description lists what the routes truly answer.

/** A successful answer, by what it carries; a route's `success` is "json" (200) unless it says otherwise. */
export type Success =
  | "json"
  | "page"
  | "csv"
  | "file"
  | "events"
  | "empty"
  | "created"
  | "no content"
  | "found"
  | "redirect"
  | "html"
  | "not modified";

/** A refusal's status: its body is the message as text (a readiness probe's 503 is JSON). */
export type Refusal = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 429 | 503;
