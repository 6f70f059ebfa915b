// The licence agreement dialog (spec 3 §2, §4): shows licenseContent until the user accepts
// (POST /api/v1/lca/create with the version read); declining signs out.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { client, ui } from "../../api/client.ts";
import { Modal } from "../../components/Modal.tsx";
import { useAuth } from "./AuthContext.tsx";

export function LicenseAgreementDialog() {
  const { t } = useTranslation();
  const { reloadAccount, signOut } = useAuth();
  const [agreement, setAgreement] = useState<{ licenseContent: string; version: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const acceptRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let live = true;
    void client.GET("/api/v1/lca/validate").then(({ data }) => {
      if (!live) return;
      if (data) setAgreement(data.responseData.value);
    });
    return () => {
      live = false;
    };
  }, []);

  async function accept() {
    if (!agreement) return;
    setBusy(true);
    const result = await client.POST("/api/v1/lca/create", {
      body: { version: agreement.version },
      ...ui({ successMessage: t("license.accepted") }),
    });
    setBusy(false);
    if (result.data) await reloadAccount();
    else if (result.response.status === 409) {
      // A newer version was published meanwhile: read that one.
      const fresh = await client.GET("/api/v1/lca/validate");
      if (fresh.data) setAgreement(fresh.data.responseData.value);
    }
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
