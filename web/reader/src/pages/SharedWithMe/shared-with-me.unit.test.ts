// Spec 2 §2: shared-with-me shows standards unless the URL asks for publications, paginates only
// above 10, and names the sharer by name (else e-mail).
import { describe, expect, it } from "vitest";
import { SHARED_PAGE_SIZE, sharedKind, sharerName, showsPagination } from "./SharedWithMePage.tsx";

describe("shared with me", () => {
  it("shows standards unless the URL asks for publications", () => {
    expect(sharedKind(null)).toBe("STANDARD");
    expect(sharedKind("publications")).toBe("PUBLICATION");
    expect(sharedKind("other")).toBe("STANDARD");
  });

  it("is 10 a page and paginates only when there are more than 10", () => {
    expect(SHARED_PAGE_SIZE).toBe(10);
    expect(showsPagination(10)).toBe(false);
    expect(showsPagination(11)).toBe(true);
  });

  it("names the sharer by first and last name, else by e-mail", () => {
    const user = (firstName: string | null, lastName: string | null) => ({
      email: "ada@example.org",
      sharedByUserAccount: { user: { firstName, lastName } },
    });
    expect(sharerName(user("Ada", "Lovelace"))).toBe("Ada Lovelace");
    expect(sharerName(user(null, " "))).toBe("ada@example.org");
  });
});
