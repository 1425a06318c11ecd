// Radix's Slot, as much of it as the panel uses: a part (Button, Badge, a
// sidebar item, a form control) drawn as the one element it wraps, its props
// merged into that element's. Radix's Slot and its ref helpers cost every
// screen's first load about 1 KB of gzip (docs/decisions/page-weight.md); its
// Slottable and lazy children are not used here. The merge is Radix's: the
// child's props win, except that handlers run both (the child's first),
// styles merge, classes and described-by ids join, and refs are composed.
// Its one child must be an element.
import * as React from "react";

type Props = Record<string, unknown>;
type Ref<T> = React.Ref<T> | undefined;

/** Sets a ref; a callback ref may answer its cleanup (React 19). */
function setRef<T>(ref: Ref<T>, node: T | null): unknown {
  if (typeof ref === "function") return ref(node);
  if (ref) ref.current = node;
}

/** Both refs get the element; React then calls the cleanups they gave, or sets each to null. */
function composeRefs<T>(...refs: Ref<T>[]) {
  return (node: T | null) => {
    const cleanups = refs.map((ref) => setRef(ref, node));
    return () =>
      cleanups.forEach((cleanup, index) => (typeof cleanup === "function" ? cleanup() : setRef(refs[index], null)));
  };
}

/** Described-by ids, the child's first, each once (as Radix joins them). */
function joinIds(...values: unknown[]): string | undefined {
  const ids = new Set(values.flatMap((value) => (typeof value === "string" ? value.split(/\s+/).filter(Boolean) : [])));
  return ids.size > 0 ? [...ids].join(" ") : undefined;
}

export function mergeSlotProps(slotProps: Props, childProps: Props): Props {
  const merged: Props = { ...slotProps, ...childProps };
  for (const name in childProps) {
    const [slotValue, childValue] = [slotProps[name], childProps[name]];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === "function" && typeof childValue === "function")
        merged[name] = (...args: unknown[]) => {
          const result: unknown = childValue(...args);
          slotValue(...args);
          return result;
        };
      // A handler the child leaves empty is the slot's.
      else if (slotValue) merged[name] = slotValue;
    } else if (name === "style") merged[name] = { ...(slotValue as object), ...(childValue as object) };
    else if (name === "className") merged[name] = [slotValue, childValue].filter(Boolean).join(" ");
    else if (name === "aria-describedby") merged[name] = joinIds(childValue, slotValue);
  }
  return merged;
}

export function Slot({ children, ref, ...slotProps }: React.HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }) {
  const child = React.Children.only(children) as React.ReactElement<Props & { ref?: Ref<HTMLElement> }>;
  const childRef = child.props.ref;
  // Composed only when both ask for the element, and once per pair: a new callback each render would detach and
  // attach it. The rules below suspect a read of the refs; composing them is what a slot is for (Radix's
  // useComposedRefs does the same), and nothing reads them during render.
  /* eslint-disable react-hooks/refs, react-hooks/preserve-manual-memoization */
  const composedRef = React.useMemo(
    () => (ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef)),
    [ref, childRef],
  );
  /* eslint-enable react-hooks/refs, react-hooks/preserve-manual-memoization */
  return React.cloneElement(child, { ...mergeSlotProps(slotProps, child.props), ref: composedRef });
}
