import { describe, expect, it } from "vitest";
import { searchSnippet } from "@/lib/search/snippet";

const words = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => `w${from + index}`).join(" ");

describe("search snippets", () => {
  it("marks whole words that start with a query word, escaping the text", () => {
    expect(searchSnippet("Run the Installer: a < b & c.", ["install"], [])).toBe("Run the <mark>Installer</mark>: a &lt; b &amp; c.");
    // Inside a word is not a match.
    expect(searchSnippet("reinstall it", ["install"], [])).toBe("reinstall it");
    // Words split on underscores, as the query's words do.
    expect(searchSnippet("Set max_retries.", ["retr"], [])).toBe("Set max_<mark>retries</mark>.");
  });

  it("marks typo corrections as whole words only", () => {
    expect(searchSnippet("Authentication and authentications", ["authentcation"], ["authentication"])).toBe("<mark>Authentication</mark> and authentications");
  });

  it("takes about thirty words around the first matches, in up to two fragments, with ellipses where text was left out", () => {
    const text = `${words(0, 50)} alpha ${words(50, 100)} beta ${words(100, 150)} alpha`;
    expect(searchSnippet(text, ["alpha", "beta"], [])).toBe(`… ${words(42, 50)} <mark>alpha</mark> ${words(50, 71)} … ${words(92, 100)} <mark>beta</mark> ${words(100, 121)} …`);
  });

  it("does not repeat text when matches are close together", () => {
    const text = `${words(0, 20)} alpha ${words(20, 45)} beta ${words(45, 80)}`;
    const snippet = searchSnippet(text, ["alpha", "beta"], []);
    expect(snippet).toBe(`… ${words(12, 20)} <mark>alpha</mark> ${words(20, 41)} … ${words(41, 45)} <mark>beta</mark> ${words(45, 70)} …`);
  });

  it("starts at a sentence's start when one lies in the lead-in, and marks no cut at a sentence's end", () => {
    expect(searchSnippet("Supported on macOS 13+. Windows 11 needs the installer.", ["install"], [])).toBe("Windows 11 needs the <mark>installer</mark>.");
    expect(searchSnippet("Requirements\nWindows 11 needs the installer. Then run it.", ["install"], [])).toBe("Windows 11 needs the <mark>installer</mark>. Then run it.");
    // Inside a sentence longer than the lead-in, the snippet says it starts inside it.
    expect(searchSnippet(`${words(0, 12)} installer works.`, ["install"], [])).toBe(`… ${words(4, 12)} <mark>installer</mark> works.`);
  });

  it("gives the first words when nothing in the text matches, saying when more follow", () => {
    expect(searchSnippet(`${words(0, 40)}`, ["title"], [])).toBe(`${words(0, 30)} …`);
    expect(searchSnippet(`${words(0, 10)}`, ["title"], [])).toBe(words(0, 10));
    expect(searchSnippet("", ["x"], [])).toBe("");
  });
});
