import { describe, expect, it } from "vitest";
import { noteDataOf, notePage, notePoint } from "./note-data.ts";

describe("note data", () => {
  it("reads the page of a page-only note (older notes) and gives it no spot", () => {
    const n = { noteData: '<text page="3" />' };
    expect(notePage(n)).toBe(4);
    expect(notePoint(n)).toBeNull();
  });

  it("writes and reads a note at a spot", () => {
    const data = noteDataOf(2, { x: 0.25, y: 0.4 });
    expect(data).toBe('<text page="1" x="0.25" y="0.4" />');
    expect(notePage({ noteData: data })).toBe(2);
    expect(notePoint({ noteData: data })).toEqual({ x: 0.25, y: 0.4 });
  });

  it("ignores a spot outside the page or half given", () => {
    expect(notePoint({ noteData: '<text page="0" x="1.5" y="0.2" />' })).toBeNull();
    expect(notePoint({ noteData: '<text page="0" x="0.5" />' })).toBeNull();
    expect(notePoint({ noteData: null })).toBeNull();
    expect(noteDataOf(1)).toBe('<text page="0" />');
  });
});
