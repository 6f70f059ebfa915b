export interface DmmfField {
  name: string;
  dbName?: string | null;
  kind: "scalar" | "object" | "enum" | "unsupported";
  type: string;
  isList: boolean;
  isRequired: boolean;
  isId: boolean;
  nativeType?: [string, string[]] | null;
  hasDefaultValue: boolean;
  default?: unknown;
  relationFromFields?: string[];
  relationToFields?: string[];
  relationOnDelete?: string;
}
export interface DmmfModel {
  name: string;
  dbName: string | null;
  fields: DmmfField[];
  primaryKey: { fields: string[] } | null;
}
export interface DmmfIndex {
  model: string;
  type: "id" | "normal" | "unique" | "fulltext";
  dbName?: string;
  algorithm?: string;
  fields: { name: string; sortOrder?: string; operatorClass?: string }[];
}
export interface Datamodel {
  models: DmmfModel[];
  enums: { name: string; values: { name: string; dbName?: string | null }[] }[];
  indexes: DmmfIndex[];
}
export function loadDatamodel(schemaText: string): Datamodel;
export function tableName(model: DmmfModel): string;
export function columnName(field: DmmfField): string;
export function columnType(field: DmmfField, enumNames: Set<string>): string;
export function unsupportedFields(
  schemaText: string,
  modelName: string,
): { name: string; type: string; optional: boolean; column: string }[];
