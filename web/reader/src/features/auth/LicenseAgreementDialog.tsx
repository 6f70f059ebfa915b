// The licence agreement dialog (spec 3 §2, §4): shows licenseContent until the user accepts
// (POST /api/v1/lca/create with the version read); declining signs out.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { client, ui } from "../../api/client.ts";
import { Modal } from "../../components/Modal.tsx";
import { useAuth } from "./AuthContext.tsx";
import { licenceAgreementQuery } from "./session-queries.ts";

export function LicenseAgreementDialog() {
  const { t } = useTranslation();
  const { reloadAccount, signOut } = useAuth();
  const { data: agreement, refetch } = useQuery(licenceAgreementQuery());
  const acceptance = useMutation({
    mutationFn: (version: number) =>
      client.POST("/api/v1/lca/create", { body: { version }, ...ui({ successMessage: { key: "license.accepted" } }) }),
  });
  const busy = acceptance.isPending;
  const acceptRef = useRef<HTMLButtonElement>(null);

  async function accept() {
    if (!agreement) return;
    const result = await acceptance.mutateAsync(agreement.version);
    if (result.data) await reloadAccount();
    // A newer version was published meanwhile: read that one.
    else if (result.response.status === 409) await refetch();
  }

  return (
    <Modal
      open
      staticBackdrop
      size="lg"
      title={t("license.title")}
      onClose={() => void signOut({ confirm: false })}
      initialFocus={acceptRef}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={() => void signOut({ confirm: false })}>
            {t("license.decline")}
          </button>
          <button
            ref={acceptRef}
            type="button"
            className="button button--primary"
            disabled={!agreement || busy}
            onClick={() => void accept()}
          >
            {t("license.accept")}
          </button>
        </>
      }
    >
      {agreement ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <section className="license" tabIndex={0} aria-label={t("license.title")}>
          {agreement.licenseContent.split(/\n{2,}/).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ) : (
        <p>{t("common.loading")}</p>
      )}
    </Modal>
  );
}
