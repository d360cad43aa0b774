import { colord, extend } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import { describe, expect, it } from "vitest";
import { onPrimaryColor, primaryTextColors, sitePalettes } from "@/lib/site/palette";

extend([a11yPlugin]);

const brandColors = ["#2563eb", "#d9480f", "#facc15", "#16a34a", "#7c3aed", "#000000", "#ffffff", "#0ea5e9", "#e11d48"];

describe("the site's primary colour as text", () => {
  it("reads at 4.5:1 or more on the page and the hover fill, light and dark, whatever the brand colour", () => {
    for (const primary of brandColors) {
      const text = primaryTextColors(primary, null);
      for (const background of [sitePalettes.light.bg, sitePalettes.light.hover]) expect(colord(text.light).contrast(background), `${primary} light`).toBeGreaterThanOrEqual(4.5);
      for (const background of [sitePalettes.dark.bg, sitePalettes.dark.hover]) expect(colord(text.dark).contrast(background), `${primary} dark`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("keeps a colour that already reads, and reads on the project's own light background", () => {
    expect(primaryTextColors("#2563eb", null).light).toBe("#2563eb");
    expect(primaryTextColors("#facc15", null).dark).toBe("#facc15");
    const onCream = primaryTextColors("#d9480f", "#fdf6e3").light;
    expect(colord(onCream).contrast("#fdf6e3")).toBeGreaterThanOrEqual(4.5);
  });

  it("puts white on a dark primary and black on a light one", () => {
    expect(onPrimaryColor("#2563eb")).toBe("#ffffff");
    expect(onPrimaryColor("#facc15")).toBe("#000000");
    for (const primary of brandColors) expect(colord(onPrimaryColor(primary)).contrast(primary), primary).toBeGreaterThanOrEqual(4.5);
  });
});
