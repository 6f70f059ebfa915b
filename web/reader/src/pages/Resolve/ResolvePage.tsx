// /resolve/{type} (type SUBSCRIPTION or EDIT; spec 3 §2): follows the ihsResolver parameter to a
// search or a document. SUBSCRIPTION searches the subscription; EDIT all content.
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { client, ui } from "../../api/client.ts";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { isDrm } from "../../features/auth/guards.tsx";
import { documentUrl } from "../../features/documents/document-links.ts";
import { decodeResolver, planResolve } from "./resolver.ts";

export function ResolvePage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { account } = useAuth();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const route = (type ?? "").toUpperCase() === "SUBSCRIPTION" ? "/mysubscription-search/" : "/content-search/";
    const search = (content: string, stype: string, publisher: string | null) => {
      const q = new URLSearchParams({ content: content.slice(0, 500), stype });
      if (publisher) q.set("publisherid", publisher);
      navigate(`${route}?${q.toString()}`, { replace: true });
    };
    const plan = planResolve(decodeResolver(params.get("ihsResolver")));
    if (plan.kind === "home") {
      navigate("/", { replace: true });
      return;
    }
    if (plan.kind === "search") {
      search(plan.content, plan.stype, plan.publisher);
      return;
    }
    void client
      .GET("/api/documents/contentCode/designation", {
        params: {
          query: {
            designation: plan.designation,
            ...(plan.year ? { year: plan.year } : {}),
            ...(plan.status ? { status: plan.status } : {}),
          },
        },
        ...ui({ silent: true }),
      })
      .then(({ data }) => {
        if (data?.contentCode && data.message !== "Not found Content")
          navigate(documentUrl(data.contentCode, { drm: isDrm(account), page: plan.page }), { replace: true });
        else search(plan.fallback, "D", null);
      })
      .catch(() => navigate("/", { replace: true }));
  }, [type, params, navigate, account]);

  return (
    <div className="page page--centered" aria-busy="true">
      <p className="empty">{t("resolve.wait")}</p>
    </div>
  );
}
