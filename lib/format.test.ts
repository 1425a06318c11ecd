// The panel's one date format (docs/decisions/screens.md, "Dates"). Jest runs in Asia/Kolkata (jest.config.mjs), so
// these also show that the process's own zone never moves a date: every form is in the panel's zone, UTC.
import { formatCalendarDay, formatDate, formatNumber, PANEL_TIME_ZONE, TIME_ZONE_NOTE } from "@/lib/format";

// 02:38:07 UTC is 08:08 in Kolkata: a local formatter would show another time.
const MOMENT = "2026-11-29T02:38:07.000Z";
// 20:00 UTC on the 29th is already the 30th in Kolkata: a local formatter would show another day.
const LATE_EVENING = new Date("2026-11-29T20:00:00.000Z");

describe("formatDate", () => {
  it("shows a day in the short form, the default", () => {
    expect(formatDate(MOMENT, "N/A")).toBe("Nov 29, 2026");
    expect(formatDate(MOMENT, "N/A", "short")).toBe("Nov 29, 2026");
    expect(formatDate(LATE_EVENING, "N/A")).toBe("Nov 29, 2026");
  });

  it("shows a moment in the long form, without naming the zone after it", () => {
    expect(formatDate(MOMENT, "N/A", "long")).toBe("Nov 29, 2026, 2:38 AM");
    expect(formatDate(LATE_EVENING, "N/A", "long")).toBe("Nov 29, 2026, 8:00 PM");
  });

  it("shows the fallback for no date or a text that is none", () => {
    for (const form of ["short", "long"] as const) {
      expect(formatDate(null, "Unknown", form)).toBe("Unknown");
      expect(formatDate(undefined, "Unknown", form)).toBe("Unknown");
      expect(formatDate("", "Unknown", form)).toBe("Unknown");
      expect(formatDate("not a date", "Unknown", form)).toBe("Unknown");
    }
  });
});

describe("the zone", () => {
  it("is UTC, named once in the note every panel screen shows", () => {
    expect(PANEL_TIME_ZONE).toBe("UTC");
    expect(TIME_ZONE_NOTE).toBe("Dates and times are shown in UTC.");
  });
});

describe("formatCalendarDay", () => {
  it("shows a calendar day in the short form, on its own day, and null for text that is none", () => {
    expect(formatCalendarDay("2025-03-01")).toBe("Mar 1, 2025");
    expect(formatCalendarDay("2025-13-40")).toBeNull();
  });
});

describe("formatNumber", () => {
  it("groups thousands as en-US does, a bigint too", () => {
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(12345678901234567890n)).toBe("12,345,678,901,234,567,890");
  });
});
