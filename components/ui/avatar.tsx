"use client";

// shadcn/ui's avatar, drawn the same, without Radix (docs/decisions/page-weight.md:
// the list screens carried its Avatar for this alone). The initials show until
// the picture has loaded, and stay if it fails.
import * as React from "react";
import { cn } from "@/lib/utils";

const PictureLoaded = React.createContext<{ loaded: boolean; setLoaded: (loaded: boolean) => void } | null>(null);

function Avatar({ className, children, ...props }: React.ComponentProps<"span">) {
  const [loaded, setLoaded] = React.useState(false);
  const picture = React.useMemo(() => ({ loaded, setLoaded }), [loaded]);
  return (
    <PictureLoaded.Provider value={picture}>
      <span
        data-slot="avatar"
        className={cn("relative flex size-8 shrink-0 overflow-hidden rounded-full", className)}
        {...props}
      >
        {children}
      </span>
    </PictureLoaded.Provider>
  );
}

function AvatarImage({ className, alt, ...props }: Omit<React.ComponentProps<"img">, "onLoad" | "onError">) {
  const picture = React.useContext(PictureLoaded);
  const setLoaded = picture?.setLoaded;
  // A picture that loaded before hydration fired its load event before React listened.
  const seeLoaded = React.useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete && image.naturalWidth > 0) setLoaded?.(true);
    },
    [setLoaded],
  );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- any address an admin gave as a profile picture, not an optimisable asset
    <img
      ref={seeLoaded}
      data-slot="avatar-image"
      alt={alt}
      // A chat user chose this address: its host learns nothing of the admin looking, not even the panel's URL.
      referrerPolicy="no-referrer"
      hidden={!picture?.loaded}
      onLoad={() => setLoaded?.(true)}
      onError={() => setLoaded?.(false)}
      className={cn("aspect-square size-full", className)}
      {...props}
    />
  );
}

function AvatarFallback({ className, ...props }: React.ComponentProps<"span">) {
  if (React.useContext(PictureLoaded)?.loaded) return null;
  return (
    <span
      data-slot="avatar-fallback"
      className={cn("bg-muted flex size-full items-center justify-center rounded-full", className)}
      {...props}
    />
  );
}

export { Avatar, AvatarImage, AvatarFallback };
