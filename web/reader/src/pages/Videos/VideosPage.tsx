// Video tutorials (/video; spec 1 §2, 3 §2): a three-column grid of the tutorials.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { VideoGrid } from "../../features/videos/VideoGrid.tsx";
import { tutorialVideosQuery } from "../../features/videos/videos-queries.ts";

export function VideosPage() {
  const { t } = useTranslation();
  const q = useQuery(tutorialVideosQuery());
  return (
    <div className="page page--wide">
      <h1 className="page__title">{t("videos.title")}</h1>
      <p className="page__intro">{t("videos.intro")}</p>
      {q.isPending ? (
        <p className="empty">{t("common.loading")}</p>
      ) : q.isError ? (
        <LoadFailed onRetry={() => void q.refetch()} />
      ) : (q.data ?? []).length === 0 ? (
        <p className="empty">{t("videos.none")}</p>
      ) : (
        <VideoGrid videos={q.data ?? []} />
      )}
    </div>
  );
}
