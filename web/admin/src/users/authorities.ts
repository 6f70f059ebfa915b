import { AUTHORITIES } from "@norma/contracts/authorities";
import { LOCALES } from "@norma/contracts/locales";

// CP_ADMIN is another name of COMPASS_POINT_ADMIN (the API grants both when one is held): the
// console offers the one name.
export const AUTHORITY_CHOICES = AUTHORITIES.filter((a) => a !== "CP_ADMIN").map((id) => ({ id, name: id }));

export const LANGUAGE_CHOICES = LOCALES.map((id) => ({ id, name: id }));
