// Videos in the query cache: the tutorials (/videos) and a document's videos (its tab).
import { queryOptions } from "@tanstack/react-query";
import { client } from "../../api/client.ts";
import { dataOf } from "../../api/queries.ts";

export const videosKeys = {
  all: ["videos"] as const,
  tutorials: ["videos", "tutorials"] as const,
  ofDocument: (designation: string) => ["videos", "of-document", designation] as const,
};

export const tutorialVideosQuery = () =>
  queryOptions({
    queryKey: videosKeys.tutorials,
    queryFn: () => dataOf(client.GET("/api/documents/videos/tutorial")),
  });

export const documentVideosQuery = (designation: string) =>
  queryOptions({
    queryKey: videosKeys.ofDocument(designation),
    queryFn: () => dataOf(client.GET("/api/documents/videos", { params: { query: { designation } } })),
  });
