// The environment's ribbon (spec 3: management/info's display-ribbon-on-profiles, JHipster's
// ribbon): a development or test API says so in a corner of every console page, so nobody
// mistakes it for production. Production shows nothing. The call needs ADMIN or OPERATOR, which
// every console user has; a refusal or a failure shows nothing either.
import { useTranslate } from "react-admin";
import "./environment-ribbon.css";
import { useManagementInfo } from "./management-info.ts";

export function ribbonProfile(info: { activeProfiles: string[]; "display-ribbon-on-profiles": string } | undefined) {
  const wanted = info?.["display-ribbon-on-profiles"]?.split(",").map((p) => p.trim()) ?? [];
  return info?.activeProfiles.find((p) => wanted.includes(p)) ?? null;
}

export function EnvironmentRibbon() {
  const translate = useTranslate();
  const { info } = useManagementInfo();
  const profile = ribbonProfile(info ?? undefined);
  if (!profile) return null;
  return (
    <div className="environment-ribbon" role="note" aria-label={translate("norma.ribbon.label", { profile })}>
      {translate(`norma.ribbon.${profile}`, { _: profile })}
    </div>
  );
}
