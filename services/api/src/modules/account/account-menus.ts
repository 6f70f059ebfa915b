// The user menu list of the session (spec 3 §2 shell, §6, §9): which sidebar/tab entries are shown.
import { isCompassPointAdmin, mayReadUsageReports } from "../../lib/access-policy.ts";
import type { FeatureMap } from "../tenants/tenant-settings.ts";

/** Sidebar/tab entries the user menu list covers (spec 3 §9 backend tab names). */
export const MENU_NAMES = [
  "Tracker",
  "Favorites",
  "Notes",
  "Group",
  "Manage Compass Links",
  "E-Learning",
  "Compass Points",
  "SpecBuilder",
  "Subscription Usage",
  "Custom Collection",
] as const;

export type MenuName = (typeof MENU_NAMES)[number];

/** What decides whether a sidebar/tab entry is shown to the session (spec 3 §2 shell, §6). */
export interface MenuFacts {
  features: FeatureMap;
  /** The tenant has an e-learning site. */
  elearning: boolean;
  /** Compass points on for this session (tenant, account flag, signed-in individual). */
  compassPoints: boolean;
  customCollection: boolean;
  /** A signed-in individual (not an anonymous company session, not a company user). */
  individual: boolean;
  authorities: readonly string[];
}

/**
 * Whether each entry of the user menu list is shown, by the rules of spec 3 §2 and 1 §6:
 * Tracker needs show-tracker, Group needs group-enable, both (and Favorites, Notes) a signed-in
 * individual; E-Learning needs the tenant's site; Compass Points the compass point flag, and
 * Manage Compass Links also the Compass Points admin authority; Subscription Usage (the usage
 * report) ADMIN or REPORT_VIEW; Custom Collection the account's flag. No tenant offers
 * SpecBuilder. A user's preference can hide an entry, never show one the rules refuse.
 */
export function menuVisibility(facts: MenuFacts): Record<MenuName, boolean> {
  return {
    Tracker: facts.individual && facts.features["show-tracker"] === true,
    Favorites: facts.individual,
    Notes: facts.individual,
    Group: facts.individual && facts.features["group-enable"] === true,
    "Manage Compass Links": facts.compassPoints && isCompassPointAdmin(facts),
    "E-Learning": facts.elearning,
    "Compass Points": facts.compassPoints,
    SpecBuilder: false,
    "Subscription Usage": mayReadUsageReports(facts),
    "Custom Collection": facts.customCollection,
  };
}
