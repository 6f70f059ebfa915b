// API docs: Swagger UI of openapi.yaml (bundled with the console, so the docs are those of the
// build), calls made with the console's token. Swagger UI is large: it loads with this page only.
// Offered only while the API names the `api-docs` profile (API_DOCS; spec 3: the docs appear only
// by flag); reached at #/docs, and at /admin/docs through the web server's redirect.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { lazy, Suspense } from "react";
import { Loading, Title, useTranslate } from "react-admin";
import spec from "../../../../openapi.yaml?raw";
import { contextHeaders } from "../api/client.ts";
import { offersApiDocs, useManagementInfo } from "../layout/management-info.ts";

export const API_DOCS_PATH = "/docs";

const SwaggerUI = lazy(() => import("./SwaggerDocs.tsx"));

export function ApiDocsPage() {
  const translate = useTranslate();
  const { info, loading } = useManagementInfo();
  if (loading) return <Loading />;
  if (!offersApiDocs(info))
    return (
      <Box sx={{ mt: 2 }}>
        <Title title="norma.apiDocs.title" />
        <Alert severity="info">{translate("norma.apiDocs.off")}</Alert>
      </Box>
    );
  return (
    <Box sx={{ mt: 2, background: "#fff" }}>
      <Title title="norma.apiDocs.title" />
      <Suspense fallback={<Loading />}>
        <SwaggerUI
          spec={spec}
          // Nearly 200 operations: the tags start closed (rendering them all open takes Swagger UI
          // most of a minute on a busy machine) and a filter box finds a tag.
          docExpansion="none"
          filter
          requestInterceptor={(req) => {
            // Swagger UI's request: headers are a plain object.
            Object.assign(req.headers as Record<string, string>, contextHeaders());
            return req;
          }}
        />
      </Suspense>
    </Box>
  );
}
