import { expect, test } from "@playwright/test";
import { bothLanguages } from "./support/language";

for (const lang of bothLanguages) {
  test(`the staff page in ${lang} shows initials for a member without a photo and breaks an email address only at its @ and dots`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/about/staff?lang=${lang}`);
    const list = page.getByTestId("staff-list");
    await expect(list.getByTestId("staff-initials").first()).toHaveText(lang === "vi" ? "GN" : "JN");
    const email = list.getByRole("link", { name: "pastor@parish.example.org" });
    await expect(email).toBeVisible();
    // Each line of the address, read from the layout, starts at the @ or a dot, never inside a word.
    const lines = await email.evaluate((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      const tops = [...new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))];
      const text = link.textContent ?? "";
      return tops.map((top) => {
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        let line = "";
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const piece = document.createRange();
          piece.selectNodeContents(node);
          if (Math.round(piece.getClientRects()[0]?.top ?? -1) === top) line += node.textContent;
        }
        return line || text;
      });
    });
    expect(lines.join("")).toBe("pastor@parish.example.org");
    for (const line of lines.slice(1)) expect(line).toMatch(/^[@.]/);
  });
}
