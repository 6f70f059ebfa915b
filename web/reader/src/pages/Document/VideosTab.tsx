// Training & videos (spec 1 §2): a three-column grid of the document's videos; playing one records
// a click (POST /api/documents/video).
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { client, ui } from "../../api/client.ts";
import { VideoGrid } from "../../features/videos/VideoGrid.tsx";
import { documentVideosQuery } from "../../features/videos/videos-queries.ts";
import type { DocumentMetadata } from "./document-rules.ts";

export function VideosTab({ metadata }: { metadata: DocumentMetadata }) {
  const { t } = useTranslation();
  const q = useQuery(documentVideosQuery(metadata.designation));
  if (q.isPending) return <p className="empty">{t("common.loading")}</p>;
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
