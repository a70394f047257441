import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteContent } from "#app/features/content/site-content";
import type { ParishIdentity } from "#app/features/parish/identity";
import { JubileeBadge } from "#app/features/slideshow/jubilee-badge";
import { translate } from "#app/i18n/translate";
import { embeddedParish, embeddedSiteContent } from "../../tests/support/embedded-parish";
import { renderWithLanguage } from "../../tests/support/render-with-language";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Another parish, as its office would set it: none of the embedded parish's facts. */
const anne: ParishIdentity = {
  ...embeddedParish,
  name: { en: "Saint Anne Parish", vi: "Giáo Xứ Thánh Anna" },
  churchType: { en: "Catholic Church", vi: "Nhà Thờ Công Giáo" },
  location: { en: "Houston, Texas", vi: "Houston, Texas" },
  address: { street: "123 Main Street", city: "Houston", state: "TX", postalCode: "77002", country: "US" },
  phone: { display: "(713) 555-2368", tel: "+17135552368" },
  email: "office@anne.example.org",
  officeHours: [{ days: [2, 3, 4], opens: "10:00", closes: "16:00", breakStart: null, breakEnd: null }],
  social: [{ label: "Instagram", url: "https://www.instagram.com/anne.example" }],
  abuseReporting: {
    url: "https://diocese.example.org/report",
    hotline: { display: "1-800-555-2368", tel: "+18005552368" },
  },
  foundedYear: 1990,
  jubileeYear: 2040,
};
const anneContent: SiteContent = {
  ...embeddedSiteContent,
  parish: anne,
  settings: embeddedSiteContent.settings && { ...embeddedSiteContent.settings, officeHours: {} },
};

// jsdom lays nothing out: the navigation bar's height watcher has nothing to watch.
beforeEach(() =>
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  ),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each(["en", "vi"] as const)("the site chrome in %s", (lang) => {
  it("the footer says the parish's name, address, phone, email, hours, links and copyright as its settings give them", () => {
    renderWithLanguage(lang, <SiteFooter />, anneContent);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getAllByText(anne.name[lang] ?? "", { exact: false }).length).toBeGreaterThanOrEqual(2);
    expect(footer).toHaveTextContent("123 Main Street");
    expect(footer).toHaveTextContent("Houston, TX 77002");
    expect(within(footer).getByRole("link", { name: /\(713\) 555-2368/ })).toHaveAttribute("href", "tel:+17135552368");
    expect(within(footer).getByRole("link", { name: /office@anne/ })).toHaveAttribute(
      "href",
      "mailto:office@anne.example.org",
    );
    expect(footer).toHaveTextContent(
      `${translate(lang, "common.weekdays.tuesday")} – ${translate(lang, "common.weekdays.thursday")}`,
    );
    expect(within(footer).getByRole("link", { name: /Instagram/ })).toHaveAttribute(
      "href",
      "https://www.instagram.com/anne.example",
    );
    expect(
      within(footer).getByRole("link", { name: new RegExp(translate(lang, "chrome.links.reportAbuse")) }),
    ).toHaveAttribute("href", "https://diocese.example.org/report");
    expect(within(footer).getByRole("link", { name: /1-800-555-2368/ })).toHaveAttribute("href", "tel:+18005552368");
    for (const fact of [
      embeddedParish.name[lang] ?? "",
      embeddedParish.address.street,
      embeddedParish.phone.display,
      embeddedParish.email,
    ])
      expect(footer).not.toHaveTextContent(fact);
  });

  it("the header band and bar say the parish's name, community line, town and contact details as set", () => {
    renderWithLanguage(lang, <SiteHeader />, anneContent);
    const header = screen.getByRole("banner");
    expect(within(header).getAllByText(anne.name[lang] ?? "")).toHaveLength(2);
    expect(header).toHaveTextContent(anne.churchType[lang] ?? "");
    expect(header).toHaveTextContent("Houston, Texas");
    expect(within(header).getByRole("link", { name: /\(713\) 555-2368/ })).toHaveAttribute("href", "tel:+17135552368");
    expect(
      within(header).getByRole("link", { name: new RegExp(translate(lang, "chrome.links.reportAbuse")) }),
    ).toHaveAttribute("href", "https://diocese.example.org/report");
    expect(header).not.toHaveTextContent(embeddedParish.name[lang] ?? "");
  });

  it("the jubilee badge counts the years from the founding", () => {
    renderWithLanguage(lang, <JubileeBadge />, anneContent);
    expect(screen.getByTestId("jubilee-badge")).toHaveTextContent(
      lang === "en" ? "50th Anniversary" : "Kỷ Niệm 50 Năm",
    );
    expect(screen.getByTestId("jubilee-badge")).toHaveTextContent("2040");
  });
});

// What is left out is left out in either language: one each.
describe("the site chrome without what the parish has not set", () => {
  it("without an abuse-reporting page, links none; without a jubilee year, shows no badge", () => {
    const lang = "vi";
    const plain: SiteContent = { ...anneContent, parish: { ...anne, abuseReporting: null, jubileeYear: null } };
    renderWithLanguage(
      lang,
      <>
        <SiteHeader />
        <SiteFooter />
        <JubileeBadge />
      </>,
      plain,
    );
    expect(screen.getByRole("contentinfo")).toHaveTextContent(anne.phone.display);
    expect(screen.queryByRole("link", { name: new RegExp(translate(lang, "chrome.links.reportAbuse")) })).toBeNull();
    expect(screen.queryByTestId("jubilee-badge")).toBeNull();
  });

  it("with no pages elsewhere and no abuse-reporting page, the footer has no heading over an empty list", () => {
    const lang = "en";
    const bare: SiteContent = { ...anneContent, parish: { ...anne, social: [], abuseReporting: null } };
    renderWithLanguage(lang, <SiteFooter />, bare);
    expect(screen.queryByRole("heading", { name: translate(lang, "chrome.footer.follow") })).toBeNull();
    expect(screen.getByRole("contentinfo")).toHaveTextContent(anne.phone.display);
  });
});
