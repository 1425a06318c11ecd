import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CompanySizeBadge, CompanyWebsite, companySizeLabel } from "@/components/companies/company-display";
import { COMPANY_SIZES } from "@/lib/companies/messages";

const website = (value: string | null) => renderToStaticMarkup(createElement(CompanyWebsite, { website: value }));

describe("CompanyWebsite", () => {
  it("links an http or https website, in a new tab without an opener or referrer", () => {
    for (const url of ["https://acme.example.com", "http://acme.example.com/about"]) {
      const html = website(url);
      expect(html).toContain(`href="${url}"`);
      expect(html).toContain('target="_blank"');
      expect(html).toContain('rel="noopener noreferrer"');
    }
  });

  it.each(["javascript:alert(1)", "ftp://files.example.com", "data:text/html,hi", "acme.example.com"])(
    "shows %s as plain text, never a link",
    (value) => {
      const html = website(value);
      expect(html).not.toContain("<a");
      expect(html).not.toContain("href");
    },
  );

  it("shows a dash when there is none", () => {
    expect(website(null)).toBe("-");
  });
});

describe("company sizes", () => {
  it("label each size with SPEC's band", () => {
    expect(COMPANY_SIZES.map(companySizeLabel)).toEqual([
      "Small (1-50)",
      "Medium (51-200)",
      "Large (201-1000)",
      "Enterprise (1000+)",
    ]);
    expect(renderToStaticMarkup(createElement(CompanySizeBadge, { size: "large" }))).toContain("Large (201-1000)");
  });
});
