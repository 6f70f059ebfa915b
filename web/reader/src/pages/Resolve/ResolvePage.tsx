// /resolve/{type} (type SUBSCRIPTION or EDIT; spec 3 §2): follows the ihsResolver parameter to a
// search (the rules send every search to content search) or a document; a lookup that finds no
// document goes to / (spec 1 §5, 3 §8; the decision is recorded at afterLookup in resolver.ts);
// another type is not a page.
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { queryClient } from "../../api/queries.ts";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { isDrm } from "../../features/auth/guards.tsx";
import { designationLookupQuery } from "../../features/documents/content-queries.ts";
import { documentUrl } from "../../features/documents/document-links.ts";
import { NotFoundPage } from "../NotFound/NotFoundPage.tsx";
import { afterLookup, decodeResolver, isResolverType, planResolve, resolverSearchUrl } from "./resolver.ts";

export function ResolvePage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { account } = useAuth();
  const done = useRef(false);

  const known = isResolverType(type?.toUpperCase());
  useEffect(() => {
    if (done.current || !known) return;
    done.current = true;
    const search = (content: string, stype: "A" | "K" | "D", publisher: string | null) =>
      navigate(resolverSearchUrl(content, stype, publisher), { replace: true });
    const plan = planResolve(decodeResolver(params.get("ihsResolver")));
    if (plan.kind === "home") {
      navigate("/", { replace: true });
      return;
    }
    if (plan.kind === "search") {
      search(plan.content, plan.stype, plan.publisher);
      return;
    }
    void queryClient
      .fetchQuery(designationLookupQuery({ designation: plan.designation, year: plan.year, status: plan.status }))
      .then((data) => {
        const next = afterLookup(data);
        if (next.kind === "document")
          navigate(documentUrl(next.contentCode, { drm: isDrm(account), page: plan.page }), { replace: true });
        else navigate("/", { replace: true });
      })
      .catch(() => navigate("/", { replace: true }));
  }, [known, params, navigate, account]);

  if (!known) return <NotFoundPage />;
  return (
    <div className="page page--centered" aria-busy="true">
      <p className="empty">{t("resolve.wait")}</p>
    </div>
  );
}
