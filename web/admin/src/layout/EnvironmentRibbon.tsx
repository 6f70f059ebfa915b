// The environment's ribbon (spec 3: management/info's display-ribbon-on-profiles, JHipster's
// ribbon): a development or test API says so in a corner of every console page, so nobody
// mistakes it for production. Production shows nothing. The call needs ADMIN or OPERATOR, which
// every console user has; a refusal or a failure shows nothing either.
import { useQuery } from "@tanstack/react-query";
import { useTranslate } from "react-admin";
import { client } from "../api/client.ts";
import "./environment-ribbon.css";

export function ribbonProfile(info: { activeProfiles: string[]; "display-ribbon-on-profiles": string } | undefined) {
  const wanted = info?.["display-ribbon-on-profiles"]?.split(",").map((p) => p.trim()) ?? [];
  return info?.activeProfiles.find((p) => wanted.includes(p)) ?? null;
}

export function EnvironmentRibbon() {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ["management", "info"],
    queryFn: async () => (await client.GET("/management/info")).data ?? null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const profile = ribbonProfile(data ?? undefined);
  if (!profile) return null;
  return (
    <div className="environment-ribbon" role="note" aria-label={translate("norma.ribbon.label", { profile })}>
      {translate(`norma.ribbon.${profile}`, { _: profile })}
    </div>
  );
}
