// The note box's own check, by hand: userNoteFormSchema's rule (trimmed, 1 to NOTE_MAX_LENGTH characters) without
// zod, which would add 32 KB to the user page's first load (docs/decisions/page-weight.md). The routes still parse
// with the schema; check-body.test.ts holds the two to the same answers.
import { NOTE_MAX_LENGTH, USER_NOTE_VALIDATION } from "@/lib/user-notes/messages";

export type NoteBodyCheck = { ok: true; body: string } | { ok: false; error: string };

export function checkNoteBody(text: string): NoteBodyCheck {
  const body = text.trim();
  if (body.length === 0) return { ok: false, error: USER_NOTE_VALIDATION.bodyRequired };
  // Counted as zod counts: characters (code points), so an emoji is one, not two UTF-16 units.
  if ([...body].length > NOTE_MAX_LENGTH) return { ok: false, error: USER_NOTE_VALIDATION.bodyTooLong };
  return { ok: true, body };
}
