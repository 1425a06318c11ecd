// Runs on the test database (Jest's global setup).
import { db } from "@/lib/db";
import { userSearchPatterns, type UserSearchPattern } from "@/lib/users/user-search";

const admin = { permissions: ["users.email" as const] };
const likes = (patterns: UserSearchPattern[]) => patterns.map((pattern) => pattern.like);

describe("userSearchPatterns", () => {
  it("lower-cases each word as the database's lower() does, whatever its locale", async () => {
    const words = ["ΟΔΥΣΣΕΥΣ", "İSTANBUL", "Émile"];
    const [row] = await db.$queryRaw<
      { lowered: string[] }[]
    >`SELECT ARRAY[lower(${words[0]}), lower(${words[1]}), lower(${words[2]})] AS lowered`;
    expect(likes(await userSearchPatterns(words.join(" "), admin))).toEqual(row!.lowered);
    // Asked again (from the process's memory this time), the same answer.
    expect(likes(await userSearchPatterns(` ${words.join("  ")} `, admin))).toEqual(row!.lowered);
  });

  it("escapes LIKE's wildcards after lower-casing, and has no pattern for an empty search", async () => {
    expect(likes(await userSearchPatterns("50%_OFF\\", admin))).toEqual(["50\\%\\_off\\\\"]);
    expect(likes(await userSearchPatterns("   ", admin))).toEqual([]);
  });
});
