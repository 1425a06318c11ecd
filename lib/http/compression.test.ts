import { serverCompresses } from "@/lib/http/compression";

describe("COMPRESS", () => {
  it("compresses unless told a proxy does", () => {
    expect(serverCompresses({})).toBe(true);
    expect(serverCompresses({ COMPRESS: "" })).toBe(true);
    expect(serverCompresses({ COMPRESS: "on" })).toBe(true);
    expect(serverCompresses({ COMPRESS: "off" })).toBe(false);
  });

  it("refuses a value it does not know", () => {
    expect(() => serverCompresses({ COMPRESS: "no" })).toThrow('COMPRESS must be on or off, not "no"');
  });
});
