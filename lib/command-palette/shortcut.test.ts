import { isMacPlatform, isPaletteShortcut, shortcutLabel } from "@/lib/command-palette/shortcut";

const press = (
  key: string,
  modifiers: Partial<Record<"metaKey" | "ctrlKey" | "altKey" | "shiftKey", boolean>> = {},
  code = `Key${key.toUpperCase()}`,
) => ({
  key,
  code,
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe("palette shortcut", () => {
  it("is Ctrl+K off macOS and Cmd+K on it, not the other way round", () => {
    expect(isPaletteShortcut(press("k", { ctrlKey: true }), false)).toBe(true);
    expect(isPaletteShortcut(press("k", { metaKey: true }), false)).toBe(false);
    expect(isPaletteShortcut(press("k", { metaKey: true }), true)).toBe(true);
    // macOS text fields use Ctrl+K to delete to the end of the line.
    expect(isPaletteShortcut(press("k", { ctrlKey: true }), true)).toBe(false);
  });

  it("ignores other letters, plain K and extra modifiers", () => {
    expect(isPaletteShortcut(press("k"), false)).toBe(false);
    expect(isPaletteShortcut(press("j", { ctrlKey: true }), false)).toBe(false);
    expect(isPaletteShortcut(press("K", { ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isPaletteShortcut(press("k", { ctrlKey: true, altKey: true }), false)).toBe(false);
    expect(isPaletteShortcut(press("k", { ctrlKey: true, metaKey: true }), false)).toBe(false);
  });

  it("reads the letter from the layout, and the physical key only for non-Latin layouts", () => {
    expect(isPaletteShortcut(press("K", { ctrlKey: true }), false)).toBe(true); // Caps Lock
    // Dvorak: the key where QWERTY has K types "t"; Ctrl+T must stay the browser's.
    expect(isPaletteShortcut(press("t", { ctrlKey: true }, "KeyK"), false)).toBe(false);
    expect(isPaletteShortcut(press("k", { ctrlKey: true }, "KeyV"), false)).toBe(true);
    // Russian: the K key types "л".
    expect(isPaletteShortcut(press("л", { ctrlKey: true }, "KeyK"), false)).toBe(true);
    expect(isPaletteShortcut(press("л", { ctrlKey: true }, "KeyL"), false)).toBe(false);
  });

  it("knows macOS and iPadOS platforms and labels the key for each", () => {
    expect(["MacIntel", "macOS", "iPad", "Linux x86_64", "Win32", "Windows"].map(isMacPlatform)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(shortcutLabel(true)).toEqual({ keys: "⌘K", aria: "Meta+K" });
    expect(shortcutLabel(false)).toEqual({ keys: "Ctrl K", aria: "Control+K" });
  });
});
