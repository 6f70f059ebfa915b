// What a usage event is made of, shared by the recorder (usage-recorder.ts), the COUNTER session
// state (usage-session-state.ts) and the roll-up writes (usage-rollups.ts).
import type { AccessMethod, CounterAction, MetricType } from "./counter-rules.ts";

/** The parts of a document the rules need. */
export interface UsageDocument {
  id: number;
  contentType: string;
  bookId: number | null;
}

export interface UsageActor {
  tenantId: number;
  userId: number | null;
  accountId: number | null;
  jti?: string;
  authTime?: number;
  /** TDM when the client declared text and data mining (header X-Access-Method). */
  accessMethod?: AccessMethod;
}

export interface UsageInput {
  /** The raw event's kind: VIEW, DOWNLOAD, VIDEO_PLAY, COMPARE, METADATA_VIEW, CITATION_EXPORT, DENIED, SEARCH, … */
  kind: string;
  action: CounterAction;
  document?: UsageDocument | null;
  /** A video of the document: the item is the video (Multimedia). */
  videoId?: number;
  /**
   * What was clicked, for double-click filtering ("the same URL"): two actions on the same item
   * with another variant (the HTML then the PDF) are two actions. Defaults to the kind.
   */
  variant?: string;
  details?: Record<string, unknown>;
  /** When it happened (now by default). */
  at?: Date;
  /** Searches: the text and how many results it found. */
  search?: { text: string; resultCount: number };
}

export interface RecordOutcome {
  doubleClick: boolean;
  metrics: MetricType[];
  dataType: string;
}
