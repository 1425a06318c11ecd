// zod schemas for staff notes, shared by the card's form and the routes.
import { z } from "zod";
import { keysetQuerySchema } from "@/lib/api/list-query";
import type { Json } from "@/lib/serialize";
import { NOTE_MAX_LENGTH, USER_NOTE_VALIDATION } from "@/lib/user-notes/messages";
import type { UserNoteRecord } from "@/lib/user-notes/record";

export const USER_NOTE_PAGE_SIZE = 20;
export const MAX_USER_NOTE_PAGE_SIZE = 100;

/** A note's text, trimmed: 1 to 5,000 characters. The form, POST and PATCH take the same. */
export const userNoteFormSchema = z
  .object({
    body: z
      .string({ error: USER_NOTE_VALIDATION.bodyRequired })
      .trim()
      .min(1, USER_NOTE_VALIDATION.bodyRequired)
      .max(NOTE_MAX_LENGTH, USER_NOTE_VALIDATION.bodyTooLong),
  })
  .strict();
export type UserNoteFormInput = z.input<typeof userNoteFormSchema>;
export type UserNoteFormValues = z.output<typeof userNoteFormSchema>;

export const userNoteIdParamsSchema = z.object({ id: z.string().min(1) });

export const listUserNotesQuerySchema = keysetQuerySchema({
  defaultLimit: USER_NOTE_PAGE_SIZE,
  max: MAX_USER_NOTE_PAGE_SIZE,
});
export type ListUserNotesQuery = z.infer<typeof listUserNotesQuerySchema>;

/** A note as JSON delivers it. */
export type UserNoteRow = Json<UserNoteRecord>;
