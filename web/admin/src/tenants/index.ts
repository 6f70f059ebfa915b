import ApartmentIcon from "@mui/icons-material/Apartment";
import { TenantEdit } from "./TenantEdit.tsx";
import { TenantList } from "./TenantList.tsx";

export const tenants = { list: TenantList, edit: TenantEdit, icon: ApartmentIcon };
