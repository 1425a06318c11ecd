// The sanctions' words a list screen draws on its first load, apart from messages.ts (the dialogs', toasts' and
// errors') so that the users list carries only these (docs/decisions/page-weight.md).
export const SANCTIONS_LIST_TEXT = {
  sanctionSelected: (count: number) => `Sanction Selected (${count.toLocaleString("en-US")})`,
} as const;
