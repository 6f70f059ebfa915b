// The compass points of the open document, shared by its HTML and PDF views and the compass
// point dialog (spec 2 §2, §6): the per-document settings, the points the user may see, the
// user's notes, the text selected in a view, the open dialog, the point the address asks for
// (compasspointuuid or annotationid, spec 1 §2) and whether highlights are shown. Only an
// individual signed-in user with the compass point flag gets any of it; the settings decide the rest.

import type { components } from "@norma/contracts/api-types";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { queryClient } from "../../api/queries.ts";
import { useAuth } from "../auth/AuthContext.tsx";
import { isAnonymous } from "../auth/session.ts";
import type { Selector } from "./anchoring.ts";
import {
  compassPointsKeys,
  viewerLinkedPointQuery,
  viewerNotesQuery,
  viewerPointsQuery,
  viewerSettingsQuery,
} from "./compass-points-queries.ts";

export type CompassPoint = components["schemas"]["CompassPoint"];
export type CompassPointSettings = components["schemas"]["CompassPointSettings"];
export type UserNote = components["schemas"]["UserNote"];

/** Text selected in one of the document's views, ready to become a point's selection. */
export interface PendingSelection {
  source: "PDF" | "HTML";
  text: string;
  selectors: Selector[];
  /** PDF only: the quads in PDF user space (selection-data.ts). */
  selectionData: string | null;
  pageNumber?: number;
  annotationID: string;
}

export type DialogMode = "create" | "view" | "edit" | "share";

export interface DialogState {
  mode: DialogMode;
  point: CompassPoint | null;
  selection: PendingSelection | null;
}

export interface CompassPointsValue {
  /** The user may see points and notes here (settings loaded, document activated, view not None). */
  enabled: boolean;
  /** The user may create points (the annotate group of the toolbar). */
  canAnnotate: boolean;
  settings: CompassPointSettings | null;
  points: CompassPoint[];
  notes: UserNote[];
  contentId: number;
  contentCode: string;
  /** The current selection in a view (null when none). */
  selection: PendingSelection | null;
  setSelection: (s: PendingSelection | null) => void;
  dialog: DialogState | null;
  openDialog: (d: DialogState) => void;
  closeDialog: () => void;
  /** The point the address or a click brought into view, drawn stronger. */
  focused: string | null;
  setFocused: (uuid: string | null) => void;
  hidden: boolean;
  setHidden: (hidden: boolean) => void;
  reload: () => Promise<void>;
  reloadNotes: () => Promise<void>;
}

const Ctx = createContext<CompassPointsValue | null>(null);

export function useCompassPoints(): CompassPointsValue | null {
  return useContext(Ctx);
}

export function CompassPointsProvider({
  contentId,
  contentCode,
  focusUuid,
  focusAnnotationId,
  focusEdit = false,
  children,
}: {
  contentId: number;
  contentCode: string;
  focusUuid: string | null;
  focusAnnotationId: string | null;
  /** The address asks to edit the point it names (the lists' Edit, cpedit=1). */
  focusEdit?: boolean;
  children: ReactNode;
}) {
  const { account } = useAuth();
  const eligible =
    account !== null && !isAnonymous(account) && account.userType === "INDIVIDUAL" && account.compassPointFlag === true;
  const [settings, setSettings] = useState<CompassPointSettings | null>(null);
  const [points, setPoints] = useState<CompassPoint[]>([]);
  const [notes, setNotes] = useState<UserNote[]>([]);
  const [selection, setSelection] = useState<PendingSelection | null>(null);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const [hidden, setHidden] = useState(false);

  // The point the address names by UUID, fetched on its own: a point shared by link is not in the
  // user's list (view Own), so every list that arrives gets it added. Kept in a ref, not merged
  // once into the state: the list's answer may come after the point's and would drop it.
  const linked = useRef<CompassPoint | null>(null);
  const withLinked = useCallback((list: CompassPoint[]) => {
    const point = linked.current;
    return point && !list.some((p) => p.compassPointID === point.compassPointID) ? [...list, point] : list;
  }, []);
  const loadLinked = useCallback(
    async (uuid: string) => {
      const data = await queryClient.fetchQuery(viewerLinkedPointQuery(uuid));
      linked.current = data && data.contentID === contentId && data.status === "active" ? data : null;
    },
    [contentId],
  );

  const loadPoints = useCallback(async () => {
    const data = await queryClient.fetchQuery(viewerPointsQuery(contentCode));
    if (data) setPoints(withLinked(data));
  }, [contentCode, withLinked]);

  const reloadNotes = useCallback(async () => {
    const data = await queryClient.fetchQuery(viewerNotesQuery(contentId));
    if (data) setNotes(data);
  }, [contentId]);

  useEffect(() => {
    setSettings(null);
    linked.current = null;
    setPoints([]);
    setNotes([]);
    setDialog(null);
    setSelection(null);
    if (!eligible) return;
    let live = true;
    void queryClient
      .fetchQuery(viewerSettingsQuery(contentId))
      .then((data) => {
        if (!live || !data?.activate) return;
        setSettings(data);
        if (data["pdf-view-setting"].view !== "None") {
          void loadPoints();
          void reloadNotes();
        }
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [eligible, contentId, loadPoints, reloadNotes]);

  // The point the address names, once: by UUID (its own call, so a point shared by link is found
  // too), else by annotation id once the list has it.
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!settings || !focusUuid || applied.current === focusUuid) return;
    applied.current = focusUuid;
    setFocused(focusUuid);
    void loadLinked(focusUuid)
      .then(() => {
        setPoints(withLinked);
        // Edit from a list: the point's dialog opens in edit mode when the user may change it.
        const point = linked.current;
        if (focusEdit && point && point.edit !== false) setDialog({ mode: "edit", point, selection: null });
      })
      .catch(() => {});
  }, [settings, focusUuid, focusEdit, loadLinked, withLinked]);
  useEffect(() => {
    if (focusUuid || !focusAnnotationId || applied.current === focusAnnotationId) return;
    const p = points.find((x) => x.selectionMetadata?.annotationID === focusAnnotationId);
    if (!p) return;
    applied.current = focusAnnotationId;
    setFocused(p.compassPointUUID);
  }, [focusUuid, focusAnnotationId, points]);

  const reload = useCallback(async () => {
    // The linked point too: it may have been edited, deactivated or saved as the user's own.
    if (linked.current && focusUuid) await loadLinked(focusUuid).catch(() => {});
    await loadPoints();
    void queryClient.invalidateQueries({ queryKey: compassPointsKeys.ofDocument(contentCode) });
  }, [loadPoints, loadLinked, focusUuid, contentCode]);

  const value = useMemo<CompassPointsValue>(
    () => ({
      enabled: settings !== null && settings["pdf-view-setting"].view !== "None",
      canAnnotate: settings?.permissions.annotate === true,
      settings,
      points,
      notes,
      contentId,
      contentCode,
      selection,
      setSelection,
      dialog,
      openDialog: setDialog,
      closeDialog: () => setDialog(null),
      focused,
      setFocused,
      hidden,
      setHidden,
      reload,
      reloadNotes,
    }),
    [settings, points, notes, contentId, contentCode, selection, dialog, focused, hidden, reload, reloadNotes],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

/** A fresh annotation id for a new selection. */
export function newAnnotationId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `a-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
