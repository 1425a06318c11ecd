"use client";

import * as React from "react";

type RowDialogState<Kind, Row> = { kind: Kind | null; open: boolean; record: Row | null };

/**
 * Which of a screen's dialogs is open, and for which row (null: a new
 * record, or none). One state for all of them, since one opens at a time.
 * The row stays while its dialog closes, so the title and fields do not
 * change during the closing animation.
 */
export function useRowDialog<Row, Kind extends string = "form">() {
  const [state, setState] = React.useState<RowDialogState<Kind, Row>>({ kind: null, open: false, record: null });
  const show = React.useCallback((kind: Kind, record: Row | null = null) => setState({ kind, open: true, record }), []);
  const onOpenChange = React.useCallback((open: boolean) => setState((current) => ({ ...current, open })), []);
  const close = React.useCallback(() => onOpenChange(false), [onOpenChange]);
  return {
    record: state.record,
    show,
    close,
    /** The `open` and `onOpenChange` of the dialog of this kind. */
    props: (kind: Kind) => ({ open: state.open && state.kind === kind, onOpenChange }),
  };
}
