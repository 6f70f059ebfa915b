// A translated sentence with one value kept whole and left to right inside it (issue 26): an
// account number such as "ASTM-00042" in an Arabic sentence was split and reordered by the
// bidirectional algorithm (its hyphen and digits take the direction of the Arabic around them).
// The translation is made with a marker in the value's place, then the marker becomes a
// <bdi dir="ltr"> holding the value, unbroken (global.css), so every locale's word order stays as
// translated.
import type { ParseKeys } from "i18next";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";

// A character of Unicode's private use area: no translation or value contains it.
const MARK = "\uE000";

export function Isolated({ i18nKey, name, value }: { i18nKey: ParseKeys; name: string; value: string }) {
  const { t } = useTranslation();
  const options: Record<string, string> = { [name]: MARK };
  const parts = (t(i18nKey as never, options) as string).split(MARK);
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move
        <Fragment key={i}>
          {i > 0 && (
            <bdi dir="ltr" className="isolated-value">
              {value}
            </bdi>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}
