// Unresolved references (issue 27): the designations documents cite that the catalogue does not
// hold, so the operator can fix the catalogue (GET /api/admin/references/unresolved). On the left
// the cited publishers with their counts (the 100 with most references): choosing one narrows the
// list; on the right a page of designations, most cited first, each with up to three citing
// documents as examples. Catalogue-wide, operators only. On a phone each table scrolls sideways in
// its card (their columns were cut off at the card's edge at 375 px); designations, keys and
// publishers are isolated, so a Latin designation keeps its order on an Arabic page.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import LinearProgress from "@mui/material/LinearProgress";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Title, useLocaleState, useTranslate } from "react-admin";
import { client } from "../api/client.ts";

export const UNRESOLVED_REFERENCES_PATH = "/references/unresolved";
const SIZES = [25, 50, 100];

export function UnresolvedReferencesPage() {
  const translate = useTranslate();
  const [publisher, setPublisher] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(SIZES[0]!);
  const { data, error, isFetching, isLoading } = useQuery({
    queryKey: ["references", "unresolved", publisher, page, size],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const { data, error } = await client.GET("/api/admin/references/unresolved", {
        params: { query: { page, size, ...(publisher ? { publisher } : {}) } },
      });
      if (error || !data) throw new Error((error as { detail?: string } | undefined)?.detail ?? "");
      return data;
    },
  });
  const choose = (next: string | null) => {
    setPublisher(next);
    setPage(0);
  };
  const total = data?.publishers.reduce((sum, p) => sum + p.references, 0) ?? 0;

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="norma.unresolvedReferences.title" />
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate("norma.unresolvedReferences.intro")}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate("norma.unresolvedReferences.failed")} {(error as Error).message}
        </Alert>
      )}
      {!isLoading && data && data.publishers.length === 0 && !publisher ? (
        <Alert severity="success">{translate("norma.unresolvedReferences.none")}</Alert>
      ) : (
        <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "flex-start" }}>
          <Card variant="outlined" sx={{ flex: "0 1 480px", minWidth: 0, maxWidth: "100%" }}>
            <TableContainer>
              <Table size="small" aria-label={translate("norma.unresolvedReferences.byPublisher")}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate("norma.unresolvedReferences.publisher")}</TableCell>
                    <TableCell align="right">{translate("norma.unresolvedReferences.references")}</TableCell>
                    <TableCell align="right">{translate("norma.unresolvedReferences.designations")}</TableCell>
                    <TableCell align="right">{translate("norma.unresolvedReferences.documents")}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  <TableRow
                    hover
                    selected={publisher === null}
                    onClick={() => choose(null)}
                    sx={{ cursor: "pointer" }}
                    aria-selected={publisher === null}
                  >
                    <TableCell>
                      <PublisherButton
                        label={translate("norma.unresolvedReferences.all")}
                        onClick={() => choose(null)}
                      />
                    </TableCell>
                    <TableCell align="right">{total}</TableCell>
                    <TableCell />
                    <TableCell />
                  </TableRow>
                  {data?.publishers.map((p) => (
                    <TableRow
                      key={p.publisher}
                      hover
                      selected={publisher === p.publisher}
                      aria-selected={publisher === p.publisher}
                      onClick={() => choose(p.publisher)}
                      sx={{ cursor: "pointer" }}
                    >
                      <TableCell>
                        <PublisherButton label={p.publisher} onClick={() => choose(p.publisher)} />
                      </TableCell>
                      <TableCell align="right">{p.references}</TableCell>
                      <TableCell align="right">{p.designations}</TableCell>
                      <TableCell align="right">{p.documents}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Card>
          <Card
            variant="outlined"
            sx={{ flex: "1 1 480px", minWidth: 0, maxWidth: "100%", opacity: isFetching ? 0.7 : 1 }}
          >
            {isFetching && <LinearProgress aria-label={translate("ra.page.loading")} />}
            <TableContainer>
              <Table size="small" aria-label={translate("norma.unresolvedReferences.cited")}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate("norma.unresolvedReferences.designation")}</TableCell>
                    <TableCell>{translate("norma.unresolvedReferences.publisher")}</TableCell>
                    <TableCell align="right">{translate("norma.unresolvedReferences.references")}</TableCell>
                    <TableCell align="right">{translate("norma.unresolvedReferences.documents")}</TableCell>
                    <TableCell>{translate("norma.unresolvedReferences.examples")}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data?.result.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={5}>{translate("norma.unresolvedReferences.noneOfPublisher")}</TableCell>
                    </TableRow>
                  )}
                  {data?.result.map((r) => (
                    <TableRow key={r.key}>
                      <TableCell sx={{ fontWeight: 500, minWidth: 160 }}>
                        <bdi>{r.designation}</bdi>
                        <Typography variant="caption" component="div" color="text.secondary">
                          <bdi>{r.key}</bdi>
                        </Typography>
                      </TableCell>
                      <TableCell>
                        <bdi>{r.publisher}</bdi>
                      </TableCell>
                      <TableCell align="right">{r.references}</TableCell>
                      <TableCell align="right">{r.documents}</TableCell>
                      <TableCell sx={{ overflowWrap: "anywhere" }}>
                        <IsolatedList items={r.examples.map((e) => e.displayDesignation)} />
                        {r.documents > r.examples.length &&
                          ` ${translate("norma.unresolvedReferences.more", { count: r.documents - r.examples.length })}`}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              // On a phone the page's arrows fell past the card's edge in Arabic: the bar wraps.
              sx={{ "& .MuiTablePagination-toolbar": { flexWrap: "wrap" } }}
              count={data?.count ?? 0}
              page={page}
              rowsPerPage={size}
              rowsPerPageOptions={SIZES}
              onPageChange={(_, next) => setPage(next)}
              onRowsPerPageChange={(e) => {
                setSize(Number(e.target.value));
                setPage(0);
              }}
              labelRowsPerPage={translate("ra.navigation.page_rows_per_page")}
              labelDisplayedRows={({ from, to, count }) =>
                translate("ra.navigation.page_range_info", { offsetBegin: from, offsetEnd: to, total: count })
              }
            />
          </Card>
        </Box>
      )}
    </Box>
  );
}

/** Designations as a list in the page's language (its commas), each isolated in its own direction. */
function IsolatedList({ items }: { items: string[] }) {
  const [locale] = useLocaleState();
  const parts = new Intl.ListFormat(locale, { type: "unit" }).formatToParts(items);
  let element = 0;
  return (
    <>
      {parts.map((p, i) =>
        p.type === "element" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same designation may be listed twice
          <bdi key={i}>{items[element++]}</bdi>
        ) : (
          p.value
        ),
      )}
    </>
  );
}

/** The row's click target for the keyboard (the row itself takes the pointer's click). */
function PublisherButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Box
      component="button"
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
      sx={{ all: "unset", cursor: "pointer", "&:focus-visible": { outline: "2px solid", outlineOffset: 2 } }}
    >
      <bdi>{label}</bdi>
    </Box>
  );
}
