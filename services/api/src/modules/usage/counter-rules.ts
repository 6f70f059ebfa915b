// The COUNTER rules live with the data model (@norma/db/counter-rules) so the seed's usage
// generator counts exactly as the API does.
export * from "@norma/db/counter-rules";
