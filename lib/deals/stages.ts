// SPEC's deal stages, apart from the zod schemas: the board needs them in the browser's first load.
/** SPEC's stage values, in board order (Prisma's enum spells the last two closed_won and closed_lost). */
export const DEAL_STAGES = ["lead", "qualified", "proposal", "negotiation", "closed-won", "closed-lost"] as const;
export type DealStageValue = (typeof DEAL_STAGES)[number];
/** A stage's deal count and value (a decimal string, lib/deals/money.ts): a board column's head, a pipeline bar. */
export type StageTotal = { stage: DealStageValue; count: number; value: string };
