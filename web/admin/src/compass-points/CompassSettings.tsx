// Compass point settings (spec 2 §6) per tenant, account and document: whether compass points are
// on, who sees them (view All/Own/None), who manages them (manage All/Own/None), and which
// attributes the point's form shows and requires. The most specific row applies for readers.
import TuneIcon from "@mui/icons-material/Tune";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  DeleteButton,
  Edit,
  Labeled,
  List,
  NumberInput,
  ReferenceInput,
  SaveButton,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  Toolbar,
  useRecordContext,
  useTranslate,
} from "react-admin";

export const COMPASS_SETTINGS = "compass-point-settings";

const LEVELS = [
  { id: "All", name: "norma.compassSettings.level.All" },
  { id: "Own", name: "norma.compassSettings.level.Own" },
  { id: "None", name: "norma.compassSettings.level.None" },
];
const ATTRIBUTES = ["name", "description", "overlay-details"] as const;
/** What an attribute is when no row says (the API's DEFAULT_ATTRIBUTES): shown; only the name required. */
const DEFAULTS: Record<(typeof ATTRIBUTES)[number], { show: boolean; required: boolean }> = {
  name: { show: true, required: true },
  description: { show: true, required: false },
  "overlay-details": { show: true, required: false },
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NumberInput key="documentId" source="documentId" label="norma.compassSettings.documentId" />,
  <ReferenceInput key="accountId" source="accountId" reference="accounts">
    <AutocompleteInput label="norma.compassSettings.account" optionText="name" />
  </ReferenceInput>,
];

function Scope() {
  const record = useRecordContext<{ designation?: string | null; accountName?: string | null }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <span>
      {record.designation ? <bdi>{record.designation}</bdi> : translate("norma.compassSettings.everyDocument")}
      {" · "}
      {record.accountName ? <bdi>{record.accountName}</bdi> : translate("norma.compassSettings.everyAccount")}
    </span>
  );
}

function CompassSettingsList() {
  return (
    <List filters={filters} sort={{ field: "id", order: "ASC" }} exporter={false} title="norma.compassSettings.title">
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="documentId" label="norma.compassSettings.scope">
          <Scope />
        </DataTable.Col>
        <DataTable.Col source="title" label="norma.compassSettings.document" disableSort>
          <TextField source="title" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="activate" label="norma.compassSettings.activate">
          <BooleanField source="activate" />
        </DataTable.Col>
        <DataTable.Col source="viewSetting" label="norma.compassSettings.view" disableSort />
        <DataTable.Col source="manageSetting" label="norma.compassSettings.manage" disableSort />
      </DataTable>
    </List>
  );
}

function SettingFields() {
  const translate = useTranslate();
  return (
    <>
      <BooleanInput source="activate" label="norma.compassSettings.activate" />
      <SelectInput source="viewSetting" label="norma.compassSettings.view" choices={LEVELS} />
      <SelectInput source="manageSetting" label="norma.compassSettings.manage" choices={LEVELS} />
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
        {translate("norma.compassSettings.attributes")}
      </Typography>
      {ATTRIBUTES.map((key) => (
        <Box key={key} sx={{ display: "flex", gap: 3, alignItems: "center", flexWrap: "wrap" }}>
          <Typography sx={{ minWidth: 160 }}>{translate(`norma.compassSettings.attribute.${key}`)}</Typography>
          <BooleanInput
            source={`attributes.${key}.show`}
            label="norma.compassSettings.show"
            helperText={false}
            format={(v?: boolean) => v ?? DEFAULTS[key].show}
          />
          <BooleanInput
            source={`attributes.${key}.required`}
            label="norma.compassSettings.required"
            helperText={false}
            format={(v?: boolean) => v ?? DEFAULTS[key].required}
          />
        </Box>
      ))}
    </>
  );
}

function EditTitle() {
  const record = useRecordContext<{ designation?: string | null }>();
  const translate = useTranslate();
  return (
    <span>
      {translate("norma.compassSettings.title")}
      {record?.designation ? (
        <>
          : <bdi>{record.designation}</bdi>
        </>
      ) : null}
    </span>
  );
}

function CompassSettingsEdit() {
  return (
    <Edit mutationMode="pessimistic" title={<EditTitle />}>
      <SimpleForm
        toolbar={
          <Toolbar sx={{ justifyContent: "space-between" }}>
            <SaveButton />
            <DeleteButton mutationMode="pessimistic" />
          </Toolbar>
        }
      >
        <Labeled label="norma.compassSettings.scope">
          <Scope />
        </Labeled>
        <SettingFields />
      </SimpleForm>
    </Edit>
  );
}

function CompassSettingsCreate() {
  return (
    <Create redirect="edit" title="norma.compassSettings.title">
      <SimpleForm defaultValues={{ activate: true, viewSetting: "All", manageSetting: "Own" }}>
        <NumberInput
          source="documentId"
          label="norma.compassSettings.documentId"
          helperText="norma.compassSettings.documentHint"
        />
        <ReferenceInput source="accountId" reference="accounts">
          <AutocompleteInput
            label="norma.compassSettings.account"
            optionText="name"
            helperText="norma.compassSettings.accountHint"
          />
        </ReferenceInput>
        <SettingFields />
      </SimpleForm>
    </Create>
  );
}

export const compassSettings = {
  list: CompassSettingsList,
  edit: CompassSettingsEdit,
  create: CompassSettingsCreate,
  icon: TuneIcon,
  options: { label: "norma.compassSettings.menu" },
};
