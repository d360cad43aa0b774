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

  it("takes about thirty words around the first matches, in up to two fragments", () => {
    const text = `${words(0, 50)} alpha ${words(50, 100)} beta ${words(100, 150)} alpha`;
    const snippet = searchSnippet(text, ["alpha", "beta"], []);
    const [first, second] = snippet.split(" … ");
    expect(first).toBe(`${words(42, 50)} <mark>alpha</mark> ${words(50, 71)}`);
    expect(second).toBe(`${words(92, 100)} <mark>beta</mark> ${words(100, 121)}`);
  });

  it("does not repeat text when matches are close together", () => {
    const text = `${words(0, 20)} alpha ${words(20, 45)} beta ${words(45, 80)}`;
    const snippet = searchSnippet(text, ["alpha", "beta"], []);
    expect(snippet).toBe(`${words(12, 20)} <mark>alpha</mark> ${words(20, 41)} … ${words(41, 45)} <mark>beta</mark> ${words(45, 70)}`);
  });

  it("gives the first words when nothing in the text matches", () => {
    expect(searchSnippet(`${words(0, 40)}`, ["title"], [])).toBe(words(0, 30));
    expect(searchSnippet("", ["x"], [])).toBe("");
  });
});
