import { checkNoteBody } from "@/lib/user-notes/check-body";
import { NOTE_MAX_LENGTH } from "@/lib/user-notes/messages";
import { userNoteFormSchema } from "@/lib/user-notes/schema";

const texts = [
  "",
  "   ",
  "\n\t",
  "a",
  "  spaced out  ",
  "x".repeat(NOTE_MAX_LENGTH),
  ` ${"x".repeat(NOTE_MAX_LENGTH)} `,
  "x".repeat(NOTE_MAX_LENGTH + 1),
  "😀".repeat(NOTE_MAX_LENGTH / 2),
  "😀".repeat(NOTE_MAX_LENGTH / 2 + 1),
];

describe("checkNoteBody", () => {
  it.each(texts.map((text) => [JSON.stringify(text).slice(0, 24), text]))(
    "answers as the routes' schema does: %s",
    (_, text) => {
      const parsed = userNoteFormSchema.safeParse({ body: text });
      const checked = checkNoteBody(text);
      if (parsed.success) expect(checked).toEqual({ ok: true, body: parsed.data.body });
      else expect(checked).toEqual({ ok: false, error: parsed.error.issues[0]?.message });
    },
  );
});
