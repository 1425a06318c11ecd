import { jobConcurrency } from "@/lib/jobs/settings";

describe("JOB_CONCURRENCY", () => {
  it("is 2 unless set, a whole number from 1 to 100 when set, and a mistyped value stops the server", () => {
    expect(jobConcurrency({})).toBe(2);
    expect(jobConcurrency({ JOB_CONCURRENCY: "" })).toBe(2);
    expect(jobConcurrency({ JOB_CONCURRENCY: "8" })).toBe(8);
    for (const value of ["0", "1.5", "101", "two"]) {
      expect(() => jobConcurrency({ JOB_CONCURRENCY: value })).toThrow(
        `JOB_CONCURRENCY must be a whole number from 1 to 100, not "${value}"`,
      );
    }
  });
});
