// English messages of the console's revision reviews (issue 28), beside en.ts: the list of every
// account's reviews and the account administrator's role on the user form.

export const reviewsMessages = {
  menu: "Revision reviews",
  statuses: {
    open: "Open",
    "due-soon": "Due soon",
    overdue: "Overdue",
    closed: "Closed",
  },
  state: {
    OPEN: "Open",
    SIGNED_OFF: "Signed off",
  },
  change: {
    NEW_VERSION: "New edition",
    WITHDRAWN: "Withdrawn",
  },
  decided: "%{decided} of %{total}",
  empty: "No revision review yet",
  adminHint:
    "An account administrator switches automatic reviews on for the account, assigns its reviews and signs them off.",
};

export const reviewsResource = {
  name: "Revision review |||| Revision reviews",
  fields: {
    designation: "Designation",
    title: "Title",
    accountName: "Account",
    accountId: "Account",
    tenant: "Tenant",
    change: "Change",
    status: "Status",
    dueDate: "Due date",
    overdue: "Overdue",
    itemsDecided: "Decided",
    actionsOpen: "Open actions",
    openedAt: "Opened",
    signedOffBy: "Signed off by",
    signedOffAt: "Signed off",
    q: "Search",
  },
};
