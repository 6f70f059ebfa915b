import PeopleIcon from "@mui/icons-material/People";
import { Create, Edit } from "react-admin";
import { UserForm } from "./UserForm.tsx";
import { UserList } from "./UserList.tsx";

const UserEdit = () => (
  <Edit mutationMode="pessimistic">
    <UserForm />
  </Edit>
);
const UserCreate = () => (
  <Create redirect="edit">
    <UserForm create />
  </Create>
);

export const users = { list: UserList, edit: UserEdit, create: UserCreate, icon: PeopleIcon };
