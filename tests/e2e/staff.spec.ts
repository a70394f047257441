import { expect, test } from "@playwright/test";

test("the staff page shows initials for a member without a photo, from the name as each language writes it, and breaks an email address only at its @ and dots", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  // The initials come from the name without its title: "Rev. Joseph Nguyen" in English, "Cha Giuse Nguyễn" in Vietnamese.
  await page.goto("/about/staff?lang=en");
  await expect(page.getByTestId("staff-list").getByTestId("staff-initials").first()).toHaveText("JN");
  await page.goto("/about/staff?lang=vi");
  const list = page.getByTestId("staff-list");
  await expect(list.getByTestId("staff-initials").first()).toHaveText("GN");
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
