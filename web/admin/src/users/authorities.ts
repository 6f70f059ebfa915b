export const AUTHORITY_CHOICES = [
  "ADMIN",
  "REPORT_VIEW",
  "COMPASS_POINT_ADMIN",
  "COMPASS_USER_ADMIN",
  "COMPASS_USER",
  "COMPASS_USAGE_REPORT_VIEWER",
  "OPERATOR",
].map((id) => ({ id, name: id }));

export const LANGUAGE_CHOICES = [
  "en",
  "ar",
  "fr-CA",
  "fr",
  "zh-Hans",
  "it",
  "ja",
  "ko",
  "pt",
  "ru",
  "tr",
  "es-ES",
  "es",
  "de",
].map((id) => ({ id, name: id }));
