// Training & videos (spec 1 §2): a three-column grid of the document's videos; playing one records
// a click (POST /api/documents/video).
import { useTranslation } from "react-i18next";
import { client, ui } from "../../api/client.ts";
import { useQuery } from "../../api/queries.ts";
import { VideoGrid } from "../../features/videos/VideoGrid.tsx";
import type { DocumentMetadata } from "./document-rules.ts";

export function VideosTab({ metadata }: { metadata: DocumentMetadata }) {
  const { t } = useTranslation();
  const q = useQuery(
    `videos:${metadata.designation}`,
    async () =>
      (await client.GET("/api/documents/videos", { params: { query: { designation: metadata.designation } } })).data,
  );
  if (q.loading && !q.data) return <p className="empty">{t("common.loading")}</p>;
  const videos = q.data ?? [];
  if (!videos.length) return <p className="empty">{t("videos.none")}</p>;
  return (
    <VideoGrid
      videos={videos}
      onPlay={(v) =>
        void client.POST("/api/documents/video", {
          params: { query: { contentId: metadata.contentId, hashId: v.hashed_id } },
          ...ui({ silent: true }),
        })
      }
    />
  );
}
