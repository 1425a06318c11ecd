// Where next-themes keeps the chosen theme (SPEC §4: the key "theme"); read by the sign-in page's own script too.
export const THEME_STORAGE_KEY = "theme";
