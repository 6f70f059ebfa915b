// Video tutorials (/video; spec 1 §2, 3 §2): a three-column grid of the tutorials.
import { useTranslation } from "react-i18next";
import { client } from "../../api/client.ts";
import { useQuery } from "../../api/queries.ts";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { VideoGrid } from "../../features/videos/VideoGrid.tsx";

export function VideosPage() {
  const { t } = useTranslation();
  const q = useQuery("videos:tutorial", async () => (await client.GET("/api/documents/videos/tutorial")).data);
  return (
    <div className="page page--wide">
      <h1 className="page__title">{t("videos.title")}</h1>
      <p className="page__intro">{t("videos.intro")}</p>
      {q.loading && !q.data ? (
        <p className="empty">{t("common.loading")}</p>
      ) : q.failed ? (
        <LoadFailed onRetry={q.reload} />
      ) : (q.data ?? []).length === 0 ? (
        <p className="empty">{t("videos.none")}</p>
      ) : (
        <VideoGrid videos={q.data ?? []} />
      )}
    </div>
  );
}
