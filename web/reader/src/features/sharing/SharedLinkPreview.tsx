// Above the sign-in form when a share link was opened signed out (issue 26 §12): which document was
// shared and by whom, and whether the link still works, so the visitor knows why to sign in (or
// that signing in will not help: an expired or revoked link says so at once).
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useDates } from "../../i18n/useDates.ts";
import { TOKEN } from "./share-link-outcome.ts";
import { shareLinkPreviewQuery } from "./sharing-queries.ts";
import "./shared-link-preview.css";

/** The token of a /share/{token} address, or null. */
export function shareTokenOf(pathname: string): string | null {
  const m = /^\/share\/([^/]+)\/?$/.exec(pathname);
  return m && TOKEN.test(m[1]) ? m[1] : null;
}

export function SharedLinkPreview({ token }: { token: string }) {
  const { t } = useTranslation();
  const fmt = useDates();
  const q = useQuery(shareLinkPreviewQuery(token));
  if (q.isPending) return <p className="shared-link-preview shared-link-preview--loading">{t("common.loading")}</p>;
  const link = q.data;
  if (!link)
    return (
      <p className="shared-link-preview shared-link-preview--gone" role="status">
        {q.isError ? t("shareLinks.landing.failed") : t("shareLinks.landing.unknown")}
      </p>
    );
  const gone = link.status !== "ACTIVE";
  return (
    <section
      className={`shared-link-preview${gone ? " shared-link-preview--gone" : ""}`}
      aria-labelledby="shared-link-preview-title"
      role={gone ? "alert" : undefined}
    >
      <h2 id="shared-link-preview-title" className="shared-link-preview__lead">
        {link.sharedBy ? t("shareLinks.preview.sharedBy", { name: link.sharedBy }) : t("shareLinks.preview.shared")}
      </h2>
      <p className="shared-link-preview__document">
        <strong dir="auto">{link.displayDesignation}</strong> <span dir="auto">{link.documentTitle}</span>
      </p>
      <p className="shared-link-preview__status">
        {link.status === "REVOKED"
          ? t("shareLinks.landing.revoked")
          : link.status === "EXPIRED"
            ? t("shareLinks.landing.expired")
            : link.expiresAt
              ? t("shareLinks.preview.signInUntil", { date: fmt(link.expiresAt, "long") })
              : t("shareLinks.preview.signIn")}
      </p>
    </section>
  );
}
