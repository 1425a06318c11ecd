// How Papa Parse guesses a file's dialect, the same for the browser's preview and the server's import.
import type Papa from "papaparse";

/** `,` or `;` (whichever splits the first rows into the same number of fields, 2 or more); blank lines do not count. */
export const CSV_GUESS = { delimitersToGuess: [",", ";"], skipEmptyLines: true } satisfies Papa.ParseConfig;
