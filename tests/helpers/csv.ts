// Reads CSV the way a spreadsheet does (RFC 4180: quoted cells may hold commas, quotes and newlines).
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let index = 0;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  while (index < text.length) {
    const char = text[index]!;
    const next = text[index + 1];
    index += 1;
    if (quoted && char === '"' && next === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ",") {
      endCell();
    } else if (!quoted && char === "\r" && next === "\n") {
      endCell();
      rows.push(row);
      row = [];
      index += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}
