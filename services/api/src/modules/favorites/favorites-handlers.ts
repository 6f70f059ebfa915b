import { defineHandlers } from "../../lib/handlers.ts";
import type { FavoritesService } from "./favorites-service.ts";

export function favoritesHandlers(favorites: FavoritesService) {
  return defineHandlers({
    listCurrentUserFavoriteDocuments: async (request) =>
      favorites.list(request.actor!, {
        page: request.query.page ?? 0,
        size: request.query.size ?? 10,
        sort: request.query.sort,
      }),

    setFavoriteDocument: async (request) => favorites.set(request.actor!, request.body),

    createContentFavorite: async (request, reply) => {
      const { created, favorite } = await favorites.add(request.actor!, request.body);
      reply.code(created ? 201 : 200);
      return favorite;
    },

    deleteContentFavorite: async (request, reply) => {
      await favorites.remove(request.actor!, request.params.id);
      return reply.code(204).send();
    },
  });
}
