// One page of a list, from the service through the API to the screen.
export type Page<T> = {
  items: T[];
  total: number;
  /** false when a broad search was counted only up to a cap: the total is a lower bound. */
  totalExact: boolean;
  nextCursor: string | null;
  prevCursor: string | null;
};

/** Which page to show next: `before` a cursor going back, `after` one going forward. */
export type PageCursor = { after?: string; before?: string };
